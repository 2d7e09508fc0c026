import {
  forgetCsrfToken,
  sessionApi,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type ConfirmEmailRequest,
  type ConfirmEmailResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@portal/platform';

/** The account's life cycle only the account module offers: registration, its e-mail confirmation, the password. */
export const accountApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const {
  useRegisterMutation,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useChangePasswordMutation,
} = accountApi;
