import {
  sessionApi,
  type CancelEmailChangeRequest,
  type CancelEmailChangeResponse,
  type ProfileChangeRequest,
  type UpdateProfileResponse,
} from '@portal/platform';

export const profileApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PATCH /api/auth/profile: the answer is the user as now in force (a new e-mail address is
     * pending until its link is followed). Upserting the cached user is a getCurrentUser
     * fulfilment, so the platform's session slice takes it at once too.
     */
    updateProfile: build.mutation<UpdateProfileResponse, ProfileChangeRequest>({
      query: (body) => ({ url: 'auth/profile', method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, data.user));
      },
    }),
    /** POST /api/auth/email-change/cancel: the link sent to the address left; other sessions end, so the user is read again. */
    cancelEmailChange: build.mutation<CancelEmailChangeResponse, CancelEmailChangeRequest>({
      query: (body) => ({ url: 'auth/email-change/cancel', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useUpdateProfileMutation, useCancelEmailChangeMutation } = profileApi;
