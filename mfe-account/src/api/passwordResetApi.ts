import {
  api,
  forgetCsrfToken,
  type ForgotPasswordRequest,
  type PasswordResetResponse,
  type ResetPasswordRequest,
} from '@portal/platform';

/** Password reset by e-mail (issue 20): ask for a link, then choose a new password with its token. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/forgot-password: 202 with the same message whether or not an account uses the address. */
    forgotPassword: build.mutation<PasswordResetResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    /** POST /api/auth/reset-password: every session of the account ends, this browser's too if it was signed in to it. */
    resetPassword: build.mutation<PasswordResetResponse, ResetPasswordRequest>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: 'auth/reset-password', method: 'POST', body });
        if (result.error) return { error: result.error };
        forgetCsrfToken();
        return { data: result.data as PasswordResetResponse };
      },
      invalidatesTags: ['Session', 'Booking'],
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
