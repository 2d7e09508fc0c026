export const PASSENGER_TYPE_LABELS = {
  adult: 'Adult',
  child: 'Child',
  infant: 'Infant',
  infant_without_seat: 'Infant',
} as const;
/** POST /api/bookings/:id/cancel: an empty answer body counts as success with this message. */
export const CANCEL_SUCCESS_FALLBACK = 'Booking was cancelled successfully';
