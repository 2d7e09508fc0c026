import type { LoginRequest, LoginResponse, SessionUser } from '@portal/platform-common/contracts';
import { api } from '../api/baseApi';
import { readSessionUser } from '../boot/bootChecks';
import { forgetCsrfToken } from '../api/csrfBaseQuery';

const sessionQueries = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/user: the signed-in user, or null when the gateway answers 401. */
    getCurrentUser: build.query<SessionUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('auth/user');
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        const user = readSessionUser(result.data);
        if (!user)
          return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'not a signed-in user' } };
        return { data: user };
      },
      providesTags: ['Session'],
    }),
  }),
});

export const sessionApi = sessionQueries.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/login. The gateway gives the browser a new session (and CSRF token); the
     * call resolves only once the session slice knows the user, so a page may navigate at once.
     */
    login: build.mutation<LoginResponse, LoginRequest>({
      async queryFn(body, { dispatch }, _extra, baseQuery) {
        const result = await baseQuery({ url: 'auth/login', method: 'POST', body });
        if (result.error) return { error: result.error };
        forgetCsrfToken();
        await dispatch(
          sessionQueries.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        return { data: result.data as LoginResponse };
      },
      invalidatesTags: ['Booking'],
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

export const { useGetCurrentUserQuery, useLoginMutation, useLogoutMutation } = sessionApi;
