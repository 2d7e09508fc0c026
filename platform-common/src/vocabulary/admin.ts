export const AUDIT_ACTIONS = [
  'mode.change',
  'brand.create',
  'brand.update',
  'brand.delete',
  'remote.rollback',
] as const;
/** Where a booking is in the checkout saga (the gateway's booking statuses). */
export const ADMIN_BOOKING_STATUSES = [
  'pending',
  'awaiting_authentication',
  'authorized',
  'order_unknown',
  'order_created',
  'confirmed',
  'failed',
  'needs_attention',
  'cancelling',
  'cancelled',
] as const;
/** Where an e-mail is in the outbox: waiting (first try or a retry), delivered to the SMTP server, given up on. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
