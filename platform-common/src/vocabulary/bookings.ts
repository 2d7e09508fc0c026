/**
 * A booking as its traveller sees it (the saga's statuses in ADMIN_BOOKING_STATUSES, read for the
 * traveller: a confirmed trip whose last flight has landed is 'completed').
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'failed'] as const;
