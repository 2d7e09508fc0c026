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
export const CHANGE_UNDER_WAY_MESSAGE =
  'This booking is being changed. Please wait until the change is finished, then cancel the booking.';
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

const BLOCKS = {
  cancelled: ['BOOKING_ALREADY_CANCELLED', ALREADY_CANCELLED_MESSAGE],
  notConfirmed: ['BOOKING_NOT_CANCELLABLE', NOT_CONFIRMED_MESSAGE],
  departed: ['BOOKING_DEPARTED', DEPARTED_MESSAGE],
  notRefundable: ['BOOKING_NOT_REFUNDABLE', NOT_REFUNDABLE_MESSAGE],
} as const;

/** Why this booking cannot be cancelled now, or null when it can (no error built: My Trips asks for every booking). */
export const cancellationBlock = (
  booking: Pick<BookingRecord, 'status' | 'itinerary'>,
  now: Date,
): keyof typeof BLOCKS | null => {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status === 'cancelling') return null;
  if (booking.status !== 'confirmed') return 'notConfirmed';
  const departure = firstDepartureOf(booking);
  if (!departure || departure.getTime() <= now.getTime()) return 'departed';
  if (!isRefundable(booking)) return 'notRefundable';
  return null;
};

/** Why this confirmed booking cannot be cancelled now, as the answer's error, or null when it can. */
export const cancellationBlocker = (
  booking: Pick<BookingRecord, 'status' | 'itinerary'>,
  now: Date,
): AppError | null => {
  const block = cancellationBlock(booking, now);
  if (block === null) return null;
  const [code, message] = BLOCKS[block];
  return new AppError(code, message, 409);
};

/** The airline's refusal, in words a traveller can act on. */
export const airlineRefusal = (message: string): AppError =>
  new AppError('CANCELLATION_REFUSED', `The airline would not cancel this booking: ${message}`, 409);
