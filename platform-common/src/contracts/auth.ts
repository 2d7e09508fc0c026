import { z } from 'zod';
import { sessionUserSchema } from './session';
import {
  USERNAME_MIN,
  USERNAME_MAX,
  PASSWORD_MIN,
  PASSWORD_MAX,
  PASSWORDS_DONT_MATCH,
  PASSWORD_COMPLEXITY_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  isComplexPassword,
} from '../vocabulary/auth';
export { COMMON_PASSWORD_MESSAGE, TERMS_REQUIRED_MESSAGE, PASSWORD_MIN } from '../vocabulary/auth';
export {
  USERNAME_MIN,
  USERNAME_MAX,
  CHANGE_PASSWORD_MIN,
  PASSWORD_MAX,
  PASSWORDS_DONT_MATCH,
  REGISTRATION_SUCCESS_MESSAGE,
  PASSWORD_COMPLEXITY_MESSAGE,
  isComplexPassword,
  PASSWORD_UPDATED_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  CONFIRMATION_SENT_MESSAGE,
} from '../vocabulary/auth';

// The account forms' messages, word for word as the traveller reads them. The gateway validates with the request
// schemas and the forms with the form schemas, so both say exactly the same thing.

const required = (message: string) => z.string({ error: message }).min(1, message);

/** POST /api/auth/login: `username` holds the username or the e-mail address (issue 20). */
export const loginRequestSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(254, 'Username is too long'),
  password: required('Password is required').max(256, 'Password is too long'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/login answers the signed-in user. */
export const loginResponseSchema = z.object({ success: z.literal(true), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const username = z
  .string({ error: `Username must be at least ${USERNAME_MIN} characters` })
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._-]*$/, 'Username can only contain letters, numbers, dots, underscores and hyphens');

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/**
 * The one password rule of sign-up, change and reset (issue 20), with the spec's change-password
 * messages worded for the field's label. The gateway adds the breached-password list on top.
 */
const passwordRule = (label: string) =>
  z
    .string({ error: `${label} must be at least ${PASSWORD_MIN} characters` })
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters`)
    .refine(isComplexPassword, PASSWORD_COMPLEXITY_MESSAGE);

const registerFields = {
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  username,
  password: passwordRule('Password'),
};

/** POST /api/auth/register (confirmPassword stays in the browser); the terms must be accepted. */
export const registerRequestSchema = z.object({
  ...registerFields,
  terms: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus the confirmation; the terms box starts unticked. */
export const registerFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string(),
    terms: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED_MESSAGE),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DONT_MATCH,
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/**
 * POST /api/auth/register answers 202 with this, the same whether or not the name or address was
 * free (the e-mail tells which); it does not sign in.
 */
export const registerResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/auth/confirm-email: the token from the link (base64url, 32 random bytes and more). */
export const confirmEmailRequestSchema = z.object({
  token: z
    .string({ error: 'The confirmation link is incomplete' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43,128}$/, 'The confirmation link is incomplete'),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/** POST /api/auth/confirm-email and POST /api/auth/confirm-email/resend answer this. */
export const confirmEmailResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** The `newPassword` field of change-password and reset-password: the one rule. */
export const newPasswordSchema = passwordRule('New password');

const changePasswordFields = {
  currentPassword: required('Current password is required').max(256, 'Password is too long'),
  newPassword: newPasswordSchema,
};

/** POST /api/auth/change-password */
export const changePasswordRequestSchema = z.object(changePasswordFields);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password form: the request plus the confirmation. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordFields, confirmPassword: required('Please confirm your new password') })
  .refine((form) => !form.confirmPassword || form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DONT_MATCH,
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** POST /api/auth/change-password answers this. */
export const changePasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
