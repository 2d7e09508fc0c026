import type {
  FlightOffer,
  OfferValidity,
  SearchRequest,
  SearchResponse,
  SeatMap,
} from '@portal/platform-common/contracts';
import { api } from '../api/baseApi';
import { parseWith } from '../validation/loadValidation';
import { loadFlightReaders } from './loadFlightReaders';

/** A page of results, read without zod (the results page's first answer). */
const searchResponseFrom = async (body: unknown) => (await loadFlightReaders()).searchResponseFrom(body);

/** Non-empty fields as a query string, for the GET form of the search (a search is an address that can be shared and reloaded). */
export const searchQueryString = (search: Partial<SearchRequest>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

/**
 * The gateway's flight calls (search, offer, seat maps), shared by the search and booking modules. Every
 * answer is parsed with the platform contracts before a component sees it.
 */
export const flightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** First page: POST /api/flights/search. Kept 10 minutes; callers refetch after 5. */
    searchFlights: build.query<SearchResponse, SearchRequest>({
      query: (search) => ({ url: 'flights/search', method: 'POST', body: search }),
      transformResponse: searchResponseFrom,
      keepUnusedDataFor: 600,
      providesTags: ['Search'],
    }),
    /** Later pages and load-more: GET /api/flights/search?... */
    searchFlightsPage: build.query<SearchResponse, SearchRequest>({
      query: (search) => `flights/search?${searchQueryString(search)}`,
      transformResponse: searchResponseFrom,
      keepUnusedDataFor: 600,
      providesTags: ['Search'],
    }),
    getOffer: build.query<FlightOffer, string>({
      query: (id) => `flights/offer/${encodeURIComponent(id)}`,
      // Read without zod (the flight page's first answer).
      transformResponse: async (body: unknown) => (await loadFlightReaders()).flightOfferFrom(body),
      providesTags: (_result, _error, id) => [{ type: 'Offer', id }],
    }),
    getSeatMaps: build.query<SeatMap[], string>({
      query: (id) => `flights/seatmaps/${encodeURIComponent(id)}`,
      transformResponse: parseWith((contracts) => contracts.seatMapsResponseSchema),
    }),
    /** 410 (expired) is an answer, not a failure: it comes back as data with valid false. */
    verifyOffer: build.query<OfferValidity, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery(`flights/verify-offer/${encodeURIComponent(id)}`);
        const body = result.error ? (result.error.data as unknown) : result.data;
        // Read without zod: the booking page checks its offer as it opens.
        const validity = (await loadFlightReaders()).offerValidityOrNull(body);
        if (validity && (!result.error || result.error.status === 410)) return { data: validity };
        if (result.error) return { error: result.error };
        return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'UNEXPECTED_RESPONSE' } };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useSearchFlightsQuery,
  useLazySearchFlightsQuery,
  useSearchFlightsPageQuery,
  useLazySearchFlightsPageQuery,
  useGetOfferQuery,
  useGetSeatMapsQuery,
  useVerifyOfferQuery,
  useLazyVerifyOfferQuery,
} = flightsApi;
