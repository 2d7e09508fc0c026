import {
  ADMIN_BOOKING_STATUSES,
  AUDIT_ACTIONS,
  OUTBOX_STATUSES,
  type AdminBookings,
  type AdminOutboxPage,
  type AdminRemote,
  type AuditPage,
} from '@portal/platform';
import {
  answerOf,
  array,
  boolean,
  integer,
  nullable,
  object,
  oneOf,
  optional,
  REFUSED,
  string,
  type Reader,
} from '@portal/platform/json-readers';

// The operations view's four lists are its first answers: read without zod (about 33 KB with the
// contracts), each held to its contract by a property test (readOperations.test.ts).

/** z.unknown() as an object's field: any JSON value, an audit entry's state before and after, but present. */
const anyValue: Reader<unknown> = (value) => (value === undefined ? REFUSED : value);

export const readAuditPage = object({
  entries: array(
    object({
      id: integer(),
      actor: string(),
      action: oneOf(AUDIT_ACTIONS),
      target: string(),
      before: nullable(anyValue),
      after: nullable(anyValue),
      at: string(),
    }),
  ),
  page: integer(),
  limit: integer(),
  total: integer(),
});

export const readAdminBookings = object({
  bookings: array(
    object({
      id: string(),
      reference: nullable(string()),
      status: oneOf(ADMIN_BOOKING_STATUSES),
      step: nullable(string()),
      outcome: nullable(string()),
      reason: nullable(string()),
      user: nullable(string()),
      totalAmount: nullable(string()),
      totalCurrency: nullable(string()),
      createdAt: string(),
      updatedAt: string(),
      stuck: boolean,
    }),
  ),
  total: integer(),
});

export const readOutboxPage = object({
  messages: array(
    object({
      id: string(),
      to: string(),
      subject: string(),
      status: oneOf(OUTBOX_STATUSES),
      attempts: integer(),
      lastError: nullable(string()),
      createdAt: string(),
      sentAt: nullable(string()),
      nextAttemptAt: nullable(string()),
    }),
  ),
  page: integer(),
  limit: integer(),
  total: integer(),
});

export const readAdminRemote = object({
  name: string(),
  version: string(),
  manifestUrl: string(),
  routes: array(string()),
  overridden: boolean,
  previousVersion: optional(nullable(string())),
  platform: optional(nullable(string())),
});

// `before` and `after` are read as present (as zod does), which the reader's type cannot say.
export const auditPageFrom = answerOf(readAuditPage, 'The audit log') as (body: unknown) => AuditPage;
export const adminBookingsFrom: (body: unknown) => AdminBookings = answerOf(readAdminBookings, 'The bookings');
export const outboxPageFrom: (body: unknown) => AdminOutboxPage = answerOf(readOutboxPage, 'The outbox');
export const adminRemotesFrom: (body: unknown) => AdminRemote[] = answerOf(array(readAdminRemote), 'The modules');
