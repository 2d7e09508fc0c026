import { z } from 'zod';
import { NOTHING_TO_UPDATE_MESSAGE } from '../vocabulary/profile';
import { registerRequestSchema } from './auth';
import { INTERNATIONAL_PHONE, PHONE_FORMAT_MESSAGE } from './passengers';
import { sessionUserSchema } from './session';

export {
  PROFILE_UPDATED_MESSAGE,
  NOTHING_TO_UPDATE_MESSAGE,
  emailChangePendingMessage,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  EMAIL_CHANGE_CANCELLED_MESSAGE,
} from '../vocabulary/profile';

/**
 * The account's phone: the passenger form's rule (airlines take international numbers only), so
 * the primary passenger filled from the profile passes. Empty removes it.
 */
const phone = z
  .string({ error: 'Please enter a valid phone number' })
  .trim()
  .refine((value) => value === '' || /^[0-9+() .-]{5,30}$/.test(value), 'Please enter a valid phone number')
  .refine(
    (value) =>
      value === '' || !/^[0-9+() .-]{5,30}$/.test(value) || INTERNATIONAL_PHONE.test(value.replace(/[\s().-]/g, '')),
    PHONE_FORMAT_MESSAGE,
  );

// Names and the address follow the registration form's rules and messages.
const profileFields = {
  firstName: registerRequestSchema.shape.firstName,
  lastName: registerRequestSchema.shape.lastName,
  email: registerRequestSchema.shape.email,
  phone,
};

const patchFields = {
  firstName: profileFields.firstName.optional(),
  lastName: profileFields.lastName.optional(),
  email: profileFields.email.optional(),
  phone: profileFields.phone.optional(),
};

/** PATCH /api/auth/profile as platform 5.0 described it, without the password a new address needs (see profileChangeRequestSchema). */
export const updateProfileRequestSchema = z
  .strictObject(patchFields)
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), NOTHING_TO_UPDATE_MESSAGE);
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type ProfilePatch = z.output<typeof updateProfileRequestSchema>;

/** The profile form: every field shown; the phone may stay empty. */
export const profileFormSchema = z.object(profileFields);
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Asked (and checked by the gateway) when the e-mail address moves to a new one. */
const currentPassword = z.string().max(256, 'Password is too long');

/**
 * PATCH /api/auth/profile: only the fields to change; nothing else is accepted. A new e-mail
 * address hands the account to another mailbox, so it needs the current password too (the
 * gateway decides, knowing the address in force).
 */
export const profileChangeRequestSchema = z
  .strictObject({ ...patchFields, currentPassword: currentPassword.optional() })
  .refine(
    ({ currentPassword: _password, ...patch }) => Object.values(patch).some((value) => value !== undefined),
    NOTHING_TO_UPDATE_MESSAGE,
  );
export type ProfileChangeRequest = z.input<typeof profileChangeRequestSchema>;
export type ProfileChange = z.output<typeof profileChangeRequestSchema>;

/** The profile form with the current password, asked only when the address changes. */
export const profileChangeFormSchema = z.object({ ...profileFields, currentPassword });
export type ProfileChangeFormValues = z.input<typeof profileChangeFormSchema>;

/** PATCH /api/auth/profile answers the user as now in force, and says whether an address awaits its link. */
export const updateProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** POST /api/auth/email-change/cancel: the token from the link sent to the address the account leaves. */
export const cancelEmailChangeRequestSchema = z.object({
  token: z
    .string({ error: 'This link is incomplete' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43,128}$/, 'This link is incomplete'),
});
export type CancelEmailChangeRequest = z.infer<typeof cancelEmailChangeRequestSchema>;
export const cancelEmailChangeResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type CancelEmailChangeResponse = z.infer<typeof cancelEmailChangeResponseSchema>;
