export const AUDIT_ACTIONS = [
  'mode.change',
  'brand.create',
  'brand.update',
  'brand.delete',
  'remote.rollback',
] as const;
/**
 * Where a booking is in the checkout saga: the gateway's booking statuses, which the admin's
 * bookings list shows as they are. pending: the row exists, no money yet;
 * awaiting_authentication: the card's bank asked for 3-D Secure and the traveller has not finished it;
 * authorized: the card holds the amount; order_unknown: Duffel's answer to the order was lost;
 * order_created: the order exists, the capture is still to do; confirmed: captured and ordered;
 * failed: no order and nothing charged; needs_attention: an order exists but the money could
 * not be captured (a person decides); cancelling: the traveller asked to cancel and the Duffel
 * cancellation or the card refund is under way; cancelled: the order is cancelled and refunded.
 */
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
