import {
  api,
  loadFlightReaders,
  searchQueryString,
  type FlexibleDatesResponse,
  type SearchRequest,
} from '@portal/platform';

type FlexibleDatesRequest = Omit<SearchRequest, 'page' | 'limit'>;

/** GET /api/flights/flexible-dates?<search>: the cheapest price of the days around the departure. */
export const flexibleDatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFlexibleDates: build.query<FlexibleDatesResponse, FlexibleDatesRequest>({
      query: (search) => `flights/flexible-dates?${searchQueryString(search)}`,
      transformResponse: async (body: unknown) => (await loadFlightReaders()).flexibleDatesFrom(body),
      // Prices move: kept as long as the search results are fresh (5 minutes).
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetFlexibleDatesQuery } = flexibleDatesApi;
