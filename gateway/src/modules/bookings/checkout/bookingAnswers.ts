import type { BookingAuthentication, BookingResult } from '@portal/platform-common/contracts';
import { AppError } from '../../../http/errors';
import type { BookingRecord } from '../bookings.repository';

export const PENDING_MESSAGE = 'Your booking is being confirmed. We will e-mail you shortly.';
export const OFFER_EXPIRED_MESSAGE = 'This flight offer has expired. Please select another flight.';

export interface BookingAnswer {
  status: number;
  body:
    | BookingResult
    | BookingAuthentication
    | { id: string; status: 'pending'; message: string }
    | { message: string; error: string };
  /** Sign this user in on the answering request (a guest whose account was just made). */
  signInUserId?: string;
}

export const pendingAnswer = (booking: Pick<BookingRecord, 'id'>): BookingAnswer => ({
  status: 202,
  body: { id: booking.id, status: 'pending', message: PENDING_MESSAGE },
});

/**
 * Why an order was refused, in words the booking page classifies right ('expired' → back to
 * search; 'card'/'payment' → a payment failure, which these are not: the card was not charged).
 */
export const orderRefusal = (code: string): AppError => {
  switch (code) {
    case 'offer_no_longer_available':
      return new AppError('OFFER_EXPIRED', OFFER_EXPIRED_MESSAGE, 410);
    case 'price_changed':
      return new AppError(
        'PRICE_CHANGED',
        'The airline changed the price of this flight. Nothing was charged. Please review the new total.',
        409,
      );
    case 'offer_request_already_booked':
      return new AppError(
        'OFFER_UNAVAILABLE',
        'This flight offer is no longer available: it has expired or was just booked. Nothing was charged. Please select another flight.',
        409,
      );
    case 'validation_error':
      return new AppError(
        'ORDER_REJECTED',
        'The airline did not accept the passenger details. Nothing was charged. Please check them and try again.',
        409,
      );
    default:
      return new AppError(
        'ORDER_FAILED',
        'The airline could not confirm this booking. Nothing was charged. Please try again.',
        502,
      );
  }
};
