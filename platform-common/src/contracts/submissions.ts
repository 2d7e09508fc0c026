import { z } from 'zod';
import { CONTACT_REASONS, SUBMISSION_KINDS } from '../vocabulary/submissions';
export { CONTACT_REASONS, SUBMISSION_KINDS } from '../vocabulary/submissions';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);
const bookingReference = z
  .string()
  .trim()
  .toUpperCase()
  .max(20, 'Booking reference cannot exceed 20 characters')
  .regex(/^[A-Z0-9]*$/, 'Booking reference can only contain letters and numbers')
  .optional()
  .transform((value) => value || undefined);

/** POST /api/contact */
export const contactRequestSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(80, 'First name cannot exceed 80 characters'),
    lastName: z.string().trim().min(1, 'Last name is required').max(80, 'Last name cannot exceed 80 characters'),
    email,
    phone: optionalText(40, 'Phone number cannot exceed 40 characters').refine(
      (value) => value === undefined || /^[0-9+() .-]{5,40}$/.test(value),
      'Please enter a valid phone number',
    ),
    reason: z.enum(CONTACT_REASONS, { error: 'Please choose a reason for contacting us' }),
    bookingReference,
    message: z
      .string()
      .trim()
      .min(10, 'Please tell us a little more (at least 10 characters)')
      .max(5000, 'Message cannot exceed 5,000 characters'),
    preferredContact: z.enum(['email', 'phone']).default('email'),
    consent: z.literal(true, { error: 'Please accept the privacy policy so we can answer you' }),
  })
  .refine((form) => form.preferredContact !== 'phone' || Boolean(form.phone), {
    path: ['phone'],
    message: 'Please enter a phone number so we can call you',
  });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** POST /api/support/requests (Support Center, Contact Us tab) */
export const supportRequestSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(160, 'Full name cannot exceed 160 characters'),
  email,
  bookingReference,
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject cannot exceed 200 characters'),
  message: z
    .string()
    .trim()
    .min(10, 'Please tell us a little more (at least 10 characters)')
    .max(5000, 'Message cannot exceed 5,000 characters'),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** POST /api/newsletter (footer's Connect) */
export const newsletterSignupSchema = z.object({ email });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** POST /api/bookings/lookup (guest lookup by reference and e-mail) */
export const bookingLookupSchema = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,20}$/, 'Please enter the booking reference from your confirmation'),
  email,
});
export type BookingLookup = z.infer<typeof bookingLookupSchema>;

/** What a form submission answers: a reference the visitor can quote. */
export const submissionReceiptSchema = z.object({ id: z.string(), message: z.string() });
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

export const submissionKindSchema = z.enum(SUBMISSION_KINDS);
export type SubmissionKind = z.infer<typeof submissionKindSchema>;

/** One stored submission, as editors and admins read them. */
export const submissionSchema = z.object({
  id: z.string(),
  kind: submissionKindSchema,
  brand: z.string(),
  email: z.string(),
  payload: z.record(z.string(), z.unknown()),
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** GET /api/submissions?kind=&limit=&before= (editor or admin): newest first; pass nextBefore as `before` for the next page. */
export const submissionListSchema = z.object({
  submissions: z.array(submissionSchema),
  nextBefore: z.string().nullable(),
});
export type SubmissionList = z.infer<typeof submissionListSchema>;
