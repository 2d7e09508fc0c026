import { api, parseWith, type SavedTraveller, type SavedTravellerInput } from '@portal/platform';

/** /api/travellers: the signed-in traveller's saved travellers (issue 20). */
export const travellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedTravellers: build.query<SavedTraveller[], void>({
      query: () => 'travellers',
      transformResponse: parseWith((contracts) => contracts.savedTravellersSchema),
      providesTags: ['Traveller'],
    }),
    addSavedTraveller: build.mutation<SavedTraveller, SavedTravellerInput>({
      query: (body) => ({ url: 'travellers', method: 'POST', body }),
      invalidatesTags: ['Traveller'],
    }),
    updateSavedTraveller: build.mutation<SavedTraveller, { id: string; traveller: SavedTravellerInput }>({
      query: ({ id, traveller }) => ({ url: `travellers/${encodeURIComponent(id)}`, method: 'PUT', body: traveller }),
      invalidatesTags: ['Traveller'],
    }),
    deleteSavedTraveller: build.mutation<void, string>({
      query: (id) => ({ url: `travellers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Traveller'],
    }),
  }),
});

export const {
  useGetSavedTravellersQuery,
  useAddSavedTravellerMutation,
  useUpdateSavedTravellerMutation,
  useDeleteSavedTravellerMutation,
} = travellersApi;
