/** Where a price alert stands: waiting for its e-mail to be confirmed, watching, paused, or over. */
export const ALERT_STATUSES = ['pending_confirmation', 'active', 'paused', 'ended'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
