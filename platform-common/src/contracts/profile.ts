import { z } from 'zod';
import { NOTHING_TO_UPDATE_MESSAGE } from '../vocabulary/profile';
import { registerRequestSchema } from './auth';
import { INTERNATIONAL_PHONE, PHONE_FORMAT_MESSAGE } from './passengers';
import { sessionUserSchema } from './session';

export { PROFILE_UPDATED_MESSAGE, NOTHING_TO_UPDATE_MESSAGE, emailChangePendingMessage } from '../vocabulary/profile';

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

/** PATCH /api/auth/profile: only the fields to change; nothing else is accepted. */
export const updateProfileRequestSchema = z
  .strictObject({
    firstName: profileFields.firstName.optional(),
    lastName: profileFields.lastName.optional(),
    email: profileFields.email.optional(),
    phone: profileFields.phone.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), NOTHING_TO_UPDATE_MESSAGE);
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type ProfilePatch = z.output<typeof updateProfileRequestSchema>;

/** The profile form: every field shown; the phone may stay empty. */
export const profileFormSchema = z.object(profileFields);
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** PATCH /api/auth/profile answers the user as now in force, and says whether an address awaits its link. */
export const updateProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;
