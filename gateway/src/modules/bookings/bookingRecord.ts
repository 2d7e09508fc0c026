import type { ProviderMode } from '../../providers';
import type { Booking } from './booking.model';
import type { BookingStatus, Itinerary, StoredAirlineCredit, StoredAnswer } from './bookingTypes';

export interface BookingRecord {
  id: string;
  idempotencyKey: string;
  requestFingerprint: string;
  status: BookingStatus;
  mode: ProviderMode;
  brandKey: string;
  userId: string | null;
  checkoutSessionHash: string | null;
  offerId: string;
  primaryEmail: string | null;
  primaryFamilyName: string | null;
  currency: string | null;
  sellingTotalMinor: bigint | null;
  supplierTotalMinor: bigint | null;
  marginMinor: bigint | null;
  paymentAuthorizationId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  orderAttemptedAt: Date | null;
  /** The order's request, sealed, while a 3-D Secure challenge holds the checkout. */
  pendingOrder: string | null;
  /** When an unfinished 3-D Secure challenge ends the booking (before the offer expires). */
  authenticationDeadline: Date | null;
  duffelOrderId: string | null;
  duffelBookingId: string | null;
  bookingReference: string | null;
  itinerary: Itinerary | null;
  lastArrivalAt: Date | null;
  accountCreated: boolean;
  attachedToExistingAccount: boolean;
  accountSecret: string | null;
  accountSecretExpiresAt: Date | null;
  answer: StoredAnswer | null;
  answeredAt: Date | null;
  failureCode: string | null;
  failureMessage: string | null;
  cancellationId: string | null;
  cancellationConfirmedAt: Date | null;
  refundMinor: bigint | null;
  refundCurrency: string | null;
  refundId: string | null;
  /** Duffel's refund_to: 'balance' is cash (passed on to the card); credits and vouchers are not. */
  refundTo: string | null;
  airlineCredits: StoredAirlineCredit[] | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a step may change on its booking. Amounts as bigint; the answer as one value. */
export type BookingPatch = Partial<
  Omit<BookingRecord, 'id' | 'idempotencyKey' | 'requestFingerprint' | 'createdAt' | 'updatedAt'>
>;

export type NewBooking = Pick<
  BookingRecord,
  'idempotencyKey' | 'requestFingerprint' | 'mode' | 'brandKey' | 'userId' | 'offerId' | 'checkoutSessionHash'
>;

export const bigintOrNull = (value: string | null): bigint | null => (value === null ? null : BigInt(value));
const stringOrNull = (value: bigint | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : value.toString();

/** A booking row as the rest of the module sees it: amounts as bigint, the stored answer as one value. */
export const plain = (row: Booking): BookingRecord => ({
  id: row.id,
  idempotencyKey: row.idempotencyKey,
  requestFingerprint: row.requestFingerprint,
  status: row.status,
  mode: row.mode,
  brandKey: row.brandKey,
  userId: row.userId,
  checkoutSessionHash: row.checkoutSessionHash,
  offerId: row.offerId,
  primaryEmail: row.primaryEmail,
  primaryFamilyName: row.primaryFamilyName,
  currency: row.currency,
  sellingTotalMinor: bigintOrNull(row.sellingTotalMinor),
  supplierTotalMinor: bigintOrNull(row.supplierTotalMinor),
  marginMinor: bigintOrNull(row.marginMinor),
  paymentAuthorizationId: row.paymentAuthorizationId,
  cardBrand: row.cardBrand,
  cardLast4: row.cardLast4,
  orderAttemptedAt: row.orderAttemptedAt,
  pendingOrder: row.pendingOrder,
  authenticationDeadline: row.authenticationDeadline,
  duffelOrderId: row.duffelOrderId,
  duffelBookingId: row.duffelBookingId,
  bookingReference: row.bookingReference,
  itinerary: row.itinerary,
  lastArrivalAt: row.lastArrivalAt,
  accountCreated: row.accountCreated,
  attachedToExistingAccount: row.attachedToExistingAccount,
  accountSecret: row.accountSecret,
  accountSecretExpiresAt: row.accountSecretExpiresAt,
  answer: row.result && row.resultStatus !== null ? { status: row.resultStatus, body: row.result } : null,
  answeredAt: row.answeredAt,
  failureCode: row.failureCode,
  failureMessage: row.failureMessage,
  cancellationId: row.cancellationId,
  cancellationConfirmedAt: row.cancellationConfirmedAt,
  refundMinor: bigintOrNull(row.refundMinor),
  refundCurrency: row.refundCurrency,
  refundId: row.refundId,
  refundTo: row.refundTo,
  airlineCredits: row.airlineCredits,
  cancelledAt: row.cancelledAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** A patch as columns: amounts as strings (bigint columns), the answer as its status and body. */
export const toColumns = ({
  sellingTotalMinor,
  supplierTotalMinor,
  marginMinor,
  refundMinor,
  answer,
  ...rest
}: BookingPatch) => ({
  ...rest,
  ...(refundMinor !== undefined ? { refundMinor: stringOrNull(refundMinor) } : {}),
  ...(sellingTotalMinor !== undefined ? { sellingTotalMinor: stringOrNull(sellingTotalMinor) } : {}),
  ...(supplierTotalMinor !== undefined ? { supplierTotalMinor: stringOrNull(supplierTotalMinor) } : {}),
  ...(marginMinor !== undefined ? { marginMinor: stringOrNull(marginMinor) } : {}),
  ...(answer !== undefined ? { result: answer?.body ?? null, resultStatus: answer?.status ?? null } : {}),
});
