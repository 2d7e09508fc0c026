import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { PublicBrand } from '@portal/platform-common/contracts';
import { readPublicBrand } from '../boot/bootChecks';
import { api } from '../api/baseApi';
import { DEFAULT_BRAND } from '@portal/platform-common/brand';

export interface BrandLoadResult {
  brand: PublicBrand;
  /** Set when the fetch failed for a reason other than 404: the default brand is used anyway. */
  failure?: string;
}

/**
 * GET /api/brands/{key}, the brand of this host: 'default' keeps the built-in brand, a 404
 * falls back to it silently, any other failure falls back too and reports why.
 */
export const brandApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrand: build.query<BrandLoadResult, string>({
      async queryFn(key, _api, _extra, baseQuery) {
        if (key === 'default') {
          const result = await baseQuery(`brands/default`);
          return { data: { brand: readPublicBrand(result.data) ?? DEFAULT_BRAND } };
        }
        const result = await baseQuery(`brands/${encodeURIComponent(key)}`);
        if (result.error?.status === 404) return { data: { brand: DEFAULT_BRAND } };
        const brand = readPublicBrand(result.data);
        if (result.error || !brand) {
          const statusText =
            (result.meta as FetchBaseQueryMeta | undefined)?.response?.statusText ||
            (result.error ? String(result.error.status) : 'invalid brand');
          return { data: { brand: DEFAULT_BRAND, failure: `Failed to load brand: ${statusText}` } };
        }
        return { data: { brand } };
      },
      providesTags: (_result, _error, key) => [{ type: 'Brand', id: key }],
    }),
  }),
});

export const { useGetBrandQuery } = brandApi;
