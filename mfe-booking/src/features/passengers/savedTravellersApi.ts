import { api, parseWith, type SavedTraveller } from '@portal/platform';

/** GET /api/travellers: the signed-in traveller's saved travellers, offered on each passenger block. */
export const savedTravellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSavedTravellersForBooking: build.query<SavedTraveller[], void>({
      query: () => 'travellers',
      transformResponse: parseWith((contracts) => contracts.savedTravellersSchema),
      providesTags: ['Traveller'],
    }),
  }),
});

export const { useListSavedTravellersForBookingQuery } = savedTravellersApi;
