import type { ContactRequest } from '@portal/platform';

/** The reasons a visitor may write for, as a person reads them. */
export const REASON_LABELS: Record<ContactRequest['reason'], string> = {
  booking: 'Booking enquiry',
  cancellation: 'Cancellation or refund',
  technical: 'Technical problem',
  billing: 'Billing and payment',
  feedback: 'Feedback',
  partnership: 'Partnership',
  other: 'Other',
};

/**
 * An empty form. `reason` and `consent` start unset: the contract then asks for a reason and for
 * the privacy consent with its own messages.
 */
export const EMPTY_CONTACT_FORM = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  reason: undefined,
  bookingReference: '',
  message: '',
  preferredContact: 'email' as const,
  consent: undefined,
};
