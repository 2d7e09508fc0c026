export {
  contentApi,
  useGetContentPageQuery,
  useGetContentPagesQuery,
  useGetContentRevisionsQuery,
  useSaveContentDraftMutation,
  usePublishContentPageMutation,
  useRestoreContentRevisionMutation,
  type PageArgs,
} from './contentApi';
export {
  submissionsApi,
  useSubmitContactRequestMutation,
  useSubmitSupportRequestMutation,
  useSubscribeNewsletterMutation,
  useGetSubmissionsQuery,
  type FormArgs,
} from './submissionsApi';
export { usePublishedPage } from './usePublishedPage';
export { useContentBrand } from './useContentBrand';
export { shouldUseShippedText } from './pageErrors';
