/** The texts about the offer's validity, word for word as the traveller reads them. */
export const OFFER_EXPIRED_MESSAGE = 'This flight offer has expired. Please select another flight.';
export const VERIFY_FAILED_MESSAGE = 'Unable to verify offer validity. Please try again.';
export const EXPIRED_TOAST = {
  title: 'Flight Offer Expired',
  description:
    'This flight offer has expired. Please return to search and select another flight. Offers typically expire after 30 minutes.',
} as const;
/** After an expiry, the traveller is taken back to search after this long (3 to 4 seconds: time to read why). */
export const EXPIRY_REDIRECT_MS = 4000;
