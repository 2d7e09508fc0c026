export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'failed'] as const;
