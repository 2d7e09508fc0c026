import { z } from 'zod';
import { PASSWORDS_DONT_MATCH } from '../vocabulary/auth';
import { changePasswordRequestSchema } from './auth';

export {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '../vocabulary/passwordReset';

/** POST /api/auth/forgot-password: the address the link goes to, if an account uses it. */
export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((value) => value.toLowerCase()),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The new password follows the change-password rule (one rule for every password a traveller chooses). */
const resetPasswordFields = {
  token: z
    .string({ error: 'The password reset link is incomplete' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43,128}$/, 'The password reset link is incomplete'),
  newPassword: changePasswordRequestSchema.shape.newPassword,
};

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password. */
export const resetPasswordRequestSchema = z.object(resetPasswordFields);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset-password page's form: the new password twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordFields.newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((form) => !form.confirmPassword || form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DONT_MATCH,
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** Both routes answer this. */
export const passwordResetResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;
