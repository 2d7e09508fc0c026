export { newsletterApi, useSubscribeNewsletterMutation } from './newsletterApi';
export { useContentBrand } from './useContentBrand';
