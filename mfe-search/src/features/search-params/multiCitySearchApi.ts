import { api, loadFlightReaders, type MultiCitySearchRequest, type SearchResponse } from '@portal/platform';

/**
 * POST /api/flights/search with a multi-city trip's slices: every page of it, the first and
 * load-more's (a query string cannot carry the flights, so the GET form of the search is not used).
 */
export const multiCitySearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchMultiCityFlights: build.query<SearchResponse, MultiCitySearchRequest>({
      query: (search) => ({ url: 'flights/search', method: 'POST', body: search }),
      transformResponse: async (body: unknown) => (await loadFlightReaders()).searchResponseFrom(body),
      keepUnusedDataFor: 600,
      providesTags: ['Search'],
    }),
  }),
});

export const { useSearchMultiCityFlightsQuery, useLazySearchMultiCityFlightsQuery } = multiCitySearchApi;

/** The argument of a skipped multi-city query (the hook needs one while the search is not multi-city). */
export const NO_MULTI_CITY_SEARCH: MultiCitySearchRequest = {
  slices: [],
  cabinClass: 'economy',
  adultsCount: 1,
  childrenCount: 0,
  infantsCount: 0,
  page: 1,
  limit: 1,
};
