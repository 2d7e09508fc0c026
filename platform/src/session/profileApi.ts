import type { UpdateProfileRequest, UpdateProfileResponse } from '../contracts';
import { sessionApi } from './sessionApi';

export const profileApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PATCH /api/auth/profile: the answer is the user as now in force (a new e-mail address is
     * pending until its link is followed); the session slice and the cached user take it at once.
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
