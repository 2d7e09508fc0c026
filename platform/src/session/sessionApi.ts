import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  SessionUser,
} from '../contracts';
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
    /** POST /api/auth/register: the same answer whatever exists; the e-mail sent tells the rest. The visitor signs in afterwards. */
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
    /** POST /api/auth/confirm-email: the token from the e-mailed link; the signed-in user (if any) is read again. */
    confirmEmail: build.mutation<ConfirmEmailResponse, ConfirmEmailRequest>({
      query: (body) => ({ url: 'auth/confirm-email', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    /** POST /api/auth/confirm-email/resend: a new link for the signed-in user's unconfirmed address. */
    resendConfirmation: build.mutation<ConfirmEmailResponse, void>({
      query: () => ({ url: 'auth/confirm-email/resend', method: 'POST', body: {} }),
    }),
    /** POST /api/auth/change-password: the gateway rotates the session id, so the CSRF token changes too. */
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: 'auth/change-password', method: 'POST', body });
        if (result.error) return { error: result.error };
        forgetCsrfToken();
        return { data: result.data as ChangePasswordResponse };
      },
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

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useChangePasswordMutation,
  useLogoutMutation,
} = sessionApi;
