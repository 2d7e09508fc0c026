import { z } from 'zod';
import { brandSchema } from './brand';
import { AUDIT_ACTIONS, ADMIN_BOOKING_STATUSES, OUTBOX_STATUSES } from '../vocabulary/admin';
export { AUDIT_ACTIONS, ADMIN_BOOKING_STATUSES, OUTBOX_STATUSES } from '../vocabulary/admin';

/** GET /api/admin/settings, and the answer of POST /api/admin/settings. */
export const adminSettingsSchema = z.object({
  enableLiveMode: z.boolean(),
  /** A live Duffel token is configured (DUFFEL_LIVE_TOKEN): the sandbox serves test mode only. */
  duffelApiConfigured: z.boolean(),
  /** A live Stripe key is configured (STRIPE_LIVE_KEY). */
  stripeConfigured: z.boolean(),
  /** The mode bookings run in now. */
  environment: z.enum(['test', 'live']),
  /** NODE_ENV of the gateway: production, development, test. */
  deployment: z.string(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** POST /api/admin/settings */
export const adminSettingsUpdateSchema = z.object({
  enableLiveMode: z.boolean({ error: 'enableLiveMode must be true or false' }),
});
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;

/** POST /api/admin/login {}: the privilege check the settings page makes before a mode change. */
export const adminLoginResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;

/** GET /api/admin/brands: every brand, markup included. */
export const adminBrandListSchema = z.array(brandSchema);

export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** One change made by an admin, as it was before and after (null when there was none). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: auditActionSchema,
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit?page&limit, newest first. */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').default(1),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(20),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/remotes: the remote registry as the shell reads it, read-only. */
export const adminRemoteSchema = z.object({
  name: z.string(),
  version: z.string(),
  manifestUrl: z.string(),
  routes: z.array(z.string()),
  /** The manifest address comes from REMOTE_<NAME>_URL rather than the registry table. */
  overridden: z.boolean(),
  /** The version a rollback would restore; null when the registry kept no previous release. */
  previousVersion: z.string().nullable().optional(),
  /** The platform range the release declares it needs; null for a build from before builds declared one. */
  platform: z.string().nullable().optional(),
});
export type AdminRemote = z.infer<typeof adminRemoteSchema>;
export const adminRemotesSchema = z.array(adminRemoteSchema);

export const adminBookingStatusSchema = z.enum(ADMIN_BOOKING_STATUSES);
export type AdminBookingStatus = z.infer<typeof adminBookingStatusSchema>;

/** GET /api/admin/bookings?limit&status: the most recent bookings of every user, newest first. */
export const adminBookingsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(25),
  status: adminBookingStatusSchema.optional(),
});
export type AdminBookingsQuery = z.input<typeof adminBookingsQuerySchema>;

/** One booking as the operations view shows it: no passenger, passport or card data. */
export const adminBookingSchema = z.object({
  id: z.string(),
  /** The airline reference once the order exists. */
  reference: z.string().nullable(),
  status: adminBookingStatusSchema,
  /** The latest saga step recorded (offer, authorize, order, capture, confirm, fail, ...) and its outcome. */
  step: z.string().nullable(),
  outcome: z.string().nullable(),
  /** Why it failed or where it is stuck (the failure message or the step's reason); never card data. */
  reason: z.string().nullable(),
  /** The account it belongs to; null for a guest checkout that created none. */
  user: z.string().nullable(),
  totalAmount: z.string().nullable(),
  totalCurrency: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Unfinished and unchanged for over 10 minutes: the resumer has not moved it on. */
  stuck: z.boolean(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminBookingsSchema = z.object({ bookings: z.array(adminBookingSchema), total: z.number().int() });
export type AdminBookings = z.infer<typeof adminBookingsSchema>;

export const outboxStatusSchema = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** GET /api/admin/outbox?page&limit: the e-mails the portal queued, newest first. */
export const adminOutboxQuerySchema = auditQuerySchema;
export type AdminOutboxQuery = z.input<typeof adminOutboxQuerySchema>;

/** One queued e-mail as the operations view lists it (no body). */
export const adminOutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: outboxStatusSchema,
  /** Failed attempts so far. */
  attempts: z.number().int(),
  /** The SMTP server's (or connection's) answer to the last failed attempt. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** A pending message is not tried again before this. */
  nextAttemptAt: z.string().nullable(),
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessageSchema>;

export const adminOutboxPageSchema = z.object({
  messages: z.array(adminOutboxMessageSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AdminOutboxPage = z.infer<typeof adminOutboxPageSchema>;

/**
 * GET /api/admin/outbox/:id: one e-mail's bodies, with one-time links and tokens replaced by
 * '•••' (an admin reading a password-reset e-mail cannot use it). The HTML is for a sandboxed
 * iframe only, never for the page itself.
 */
export const adminOutboxPreviewSchema = adminOutboxMessageSchema.extend({
  text: z.string(),
  html: z.string(),
  /** Something was hidden. */
  redacted: z.boolean(),
});
export type AdminOutboxPreview = z.infer<typeof adminOutboxPreviewSchema>;
