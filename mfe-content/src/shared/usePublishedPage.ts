import { useContentBrand } from '@portal/platform';
import { useGetContentPageQuery } from '../api/contentApi';

/** The published page of the brand the page is shown under, asked for once that brand is known. */
export const usePublishedPage = (slug: string) => {
  const brand = useContentBrand();
  const result = useGetContentPageQuery({ slug, brand: brand.key }, { skip: !brand.ready });
  return { ...result, isLoading: !brand.ready || result.isLoading };
};
