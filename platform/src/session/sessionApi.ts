import { sessionUserSchema, type SessionUser } from '../contracts';
import { api } from '../api/baseApi';
import { forgetCsrfToken } from '../api/csrfBaseQuery';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/user: the signed-in user, or null when the gateway answers 401. */
    getCurrentUser: build.query<SessionUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('auth/user');
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        const parsed = sessionUserSchema.safeParse(result.data);
        if (!parsed.success) return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: parsed.error.message } };
        return { data: parsed.data };
      },
      providesTags: ['Session'],
    }),
    logout: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: 'auth/logout', method: 'POST', body: {} }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        forgetCsrfToken();
      },
      invalidatesTags: ['Session', 'Booking'],
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = sessionApi;
