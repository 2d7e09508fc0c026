import { api, parseWith, type SavedTraveller, type SavedTravellerInput } from '@portal/platform';

/** GET /api/travellers: the signed-in traveller's saved travellers, offered on each passenger block. */
export const savedTravellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSavedTravellersForBooking: build.query<SavedTraveller[], void>({
      query: () => 'travellers',
      transformResponse: parseWith((contracts) => contracts.savedTravellersSchema),
      providesTags: ['Traveller'],
    }),
    /** POST /api/travellers: a passenger of this booking saved to the account, when the traveller ticked the box. */
    saveTravellerFromBooking: build.mutation<SavedTraveller, SavedTravellerInput>({
      query: (body) => ({ url: 'travellers', method: 'POST', body }),
      invalidatesTags: ['Traveller'],
    }),
  }),
});

export const { useListSavedTravellersForBookingQuery, useSaveTravellerFromBookingMutation } = savedTravellersApi;
