import { sessionApi, type UpdateProfileRequest, type UpdateProfileResponse } from '@portal/platform';

export const profileApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PATCH /api/auth/profile: the answer is the user as now in force (a new e-mail address is
     * pending until its link is followed). Upserting the cached user is a getCurrentUser
     * fulfilment, so the platform's session slice takes it at once too.
     */
    updateProfile: build.mutation<UpdateProfileResponse, UpdateProfileRequest>({
      query: (body) => ({ url: 'auth/profile', method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, data.user));
      },
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
