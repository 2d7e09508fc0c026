import { AppError } from '../../../http/errors';
import type { BookingRecord } from '../bookings.repository';
import { instantAt } from '../itinerary';

export const CANCEL_FAILED_MESSAGE = 'Unable to cancel booking. Please try again later or contact customer support.';
export const CANCELLED_MESSAGE = 'Booking was cancelled successfully';
export const REFUND_PENDING_MESSAGE = 'Your booking has been cancelled. The refund to your card is being processed.';
export const NOT_REFUNDABLE_MESSAGE = 'This ticket is non-refundable and cannot be cancelled or refunded.';
export const ALREADY_CANCELLED_MESSAGE = 'This booking is already cancelled.';
export const DEPARTED_MESSAGE = 'This trip has already started and can no longer be cancelled.';
export const NOT_CONFIRMED_MESSAGE = 'Only confirmed bookings can be cancelled.';
export const IN_PROGRESS_MESSAGE = 'This booking is being cancelled. Please refresh the page in a moment.';

/** When the first flight leaves, as an instant (departing_at is the origin's wall-clock time). */
export const firstDepartureOf = (booking: Pick<BookingRecord, 'itinerary'>): Date | null => {
  const segment = booking.itinerary?.slices[0]?.segments[0];
  return segment ? instantAt(segment.departing_at, segment.origin) : null;
};

/** The fare lets the traveller cancel for a refund (the order's own conditions). */
export const isRefundable = (booking: Pick<BookingRecord, 'itinerary'>): boolean =>
  booking.itinerary?.conditions.cancellation_options.some(
    (option) => option.type === 'refund_before_departure' && option.allowed,
  ) === true;

/** Why this confirmed booking cannot be cancelled now, or null when it can. */
export const cancellationBlocker = (
  booking: Pick<BookingRecord, 'status' | 'itinerary'>,
  now: Date,
): AppError | null => {
  if (booking.status === 'cancelled') return new AppError('BOOKING_ALREADY_CANCELLED', ALREADY_CANCELLED_MESSAGE, 409);
  if (booking.status === 'cancelling') return null;
  if (booking.status !== 'confirmed') return new AppError('BOOKING_NOT_CANCELLABLE', NOT_CONFIRMED_MESSAGE, 409);
  const departure = firstDepartureOf(booking);
  if (!departure || departure.getTime() <= now.getTime())
    return new AppError('BOOKING_DEPARTED', DEPARTED_MESSAGE, 409);
  if (!isRefundable(booking)) return new AppError('BOOKING_NOT_REFUNDABLE', NOT_REFUNDABLE_MESSAGE, 409);
  return null;
};

/** The airline's refusal, in words a traveller can act on. */
export const airlineRefusal = (message: string): AppError =>
  new AppError('CANCELLATION_REFUSED', `The airline would not cancel this booking: ${message}`, 409);
