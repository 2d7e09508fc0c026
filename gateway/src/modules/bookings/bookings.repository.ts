import { randomUUID } from 'node:crypto';
import { Op, QueryTypes, type Sequelize } from 'sequelize';
import type { Models } from '../../db/models';
import type { ProviderMode } from '../../providers';
import type { Booking } from './booking.model';
import {
  UNFINISHED,
  type BookingStatus,
  type Itinerary,
  type StoredAirlineCredit,
  type StoredAnswer,
} from './bookingTypes';
import { recentBookings, type BookingOverview } from './recentBookings';

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

const bigintOrNull = (value: string | null): bigint | null => (value === null ? null : BigInt(value));
const stringOrNull = (value: bigint | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : value.toString();

const plain = (row: Booking): BookingRecord => ({
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

const toColumns = ({
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

const TAKEN_SQL = `
  SELECT 1 FROM bookings b JOIN offers o ON o.id = b.offer_id
  WHERE o.offer_request_id = (SELECT offer_request_id FROM offers WHERE id = $1)
    AND b.status <> 'failed' AND ($2::uuid IS NULL OR b.id <> $2::uuid)
  LIMIT 1`;

// The claim of an Idempotency-Key: one INSERT, the unique index decides between racing requests.
const CLAIM_SQL = `
  INSERT INTO bookings (id, idempotency_key, request_fingerprint, status, mode, brand_key, user_id, offer_id, checkout_session_hash, created_at, updated_at)
  VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, now(), now())
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id`;

export const createBookingsRepository = ({ Booking, BookingEvent }: Pick<Models, 'Booking' | 'BookingEvent'>) => {
  const sequelize = Booking.sequelize as Sequelize;

  const find = async (id: string): Promise<BookingRecord | null> => {
    const row = await Booking.findByPk(id);
    return row && plain(row);
  };

  return {
    find,

    /** A new pending booking for this key, or the one that already holds it. */
    async claim(booking: NewBooking): Promise<{ created: boolean; booking: BookingRecord }> {
      const id = randomUUID();
      const inserted = await sequelize.query<{ id: string }>(CLAIM_SQL, {
        bind: [
          id,
          booking.idempotencyKey,
          booking.requestFingerprint,
          booking.mode,
          booking.brandKey,
          booking.userId,
          booking.offerId,
          booking.checkoutSessionHash,
        ],
        type: QueryTypes.SELECT,
      });
      if (inserted.length > 0) return { created: true, booking: (await find(id)) as BookingRecord };
      const existing = await Booking.findOne({ where: { idempotencyKey: booking.idempotencyKey } });
      // Released between our insert and this read: the caller claims again.
      if (!existing) return this.claim(booking);
      return { created: false, booking: plain(existing) };
    },

    /**
     * Whether another booking (not failed) holds an offer of the Duffel offer request this offer
     * came from: Duffel orders one offer per request, so this offer can no longer be ordered.
     */
    async offerRequestTaken(offerId: string, exceptBookingId: string | null): Promise<boolean> {
      const rows = await sequelize.query(TAKEN_SQL, { bind: [offerId, exceptBookingId], type: QueryTypes.SELECT });
      return rows.length > 0;
    },

    /** Gives the key back: only a booking that never reached the card (nothing to replay). */
    async release(id: string): Promise<void> {
      await Booking.destroy({ where: { id, status: 'pending', paymentAuthorizationId: null } });
    },

    findByKey: async (idempotencyKey: string) => {
      const row = await Booking.findOne({ where: { idempotencyKey } });
      return row && plain(row);
    },

    /**
     * Moves a booking on only from one of `from` (two writers never undo each other) and answers
     * the row as the update left it, or null when the guard did not hold. `beforeOrderAttempt`
     * also requires that no order was asked for yet (a read that saw none may be stale: the
     * checkout may have asked since).
     */
    async transition(
      id: string,
      from: BookingStatus[],
      patch: BookingPatch,
      { beforeOrderAttempt = false }: { beforeOrderAttempt?: boolean } = {},
    ): Promise<BookingRecord | null> {
      const [, rows] = await Booking.update(toColumns(patch), {
        where: { id, status: { [Op.in]: from }, ...(beforeOrderAttempt ? { orderAttemptedAt: null } : {}) },
        returning: true,
      });
      const [row] = rows;
      return row ? plain(row) : null;
    },

    /**
     * The booking as another writer left it, after a transition whose guard did not hold. A
     * booking is only ever deleted by release(), before its card was touched.
     */
    async current(id: string): Promise<BookingRecord> {
      const booking = await find(id);
      if (!booking) throw new Error(`booking ${id} no longer exists`);
      return booking;
    },

    async record(
      bookingId: string,
      step: string,
      outcome: string,
      detail: Record<string, unknown> = {},
    ): Promise<void> {
      await BookingEvent.create({ bookingId, step, outcome, detail });
    },

    events: async (bookingId: string) =>
      (await BookingEvent.findAll({ where: { bookingId }, order: [['id', 'ASC']] })).map(
        ({ step, outcome, detail, at }) => ({ step, outcome, detail, at }),
      ),

    /** A traveller's bookings, newest first: those that exist for them (failed checkouts never did). */
    listForUser: async (userId: string): Promise<BookingRecord[]> =>
      (
        await Booking.findAll({
          where: { userId, status: { [Op.ne]: 'failed' } },
          order: [['createdAt', 'DESC']],
          limit: 200,
        })
      ).map(plain),

    /** The guest lookup: reference and the primary passenger's e-mail, both exact. */
    findByReference: async (reference: string, email: string): Promise<BookingRecord | null> => {
      const row = await Booking.findOne({
        where: { bookingReference: reference, primaryEmail: email.toLowerCase(), status: { [Op.ne]: 'failed' } },
      });
      return row && plain(row);
    },

    /** Bookings left mid-way whose last change is older than `before`, oldest first. */
    unfinished: async (before: Date, limit = 50): Promise<BookingRecord[]> =>
      (
        await Booking.findAll({
          where: { status: { [Op.in]: UNFINISHED }, updatedAt: { [Op.lt]: before } },
          order: [['updatedAt', 'ASC']],
          limit,
        })
      ).map(plain),

    /** Cancellations left mid-way whose last change is older than `before`, oldest first. */
    unfinishedCancellations: async (before: Date, limit = 50): Promise<BookingRecord[]> =>
      (
        await Booking.findAll({
          where: { status: 'cancelling', updatedAt: { [Op.lt]: before } },
          order: [['updatedAt', 'ASC']],
          limit,
        })
      ).map(plain),

    /** Every user's bookings, newest first (optionally in one status), for the admin operations view. */
    recent: (options: {
      limit: number;
      status?: BookingStatus;
    }): Promise<{ bookings: BookingOverview[]; total: number }> => recentBookings(Booking, options),

    /** One resumer at a time per booking, across gateways: the lease is taken or not. */
    async takeLease(id: string, until: Date): Promise<boolean> {
      const [count] = await Booking.update(
        { leaseUntil: until },
        { where: { id, [Op.or]: [{ leaseUntil: null }, { leaseUntil: { [Op.lt]: new Date() } }] }, silent: true },
      );
      return count === 1;
    },

    async endLease(id: string): Promise<void> {
      await Booking.update({ leaseUntil: null }, { where: { id }, silent: true });
    },

    /** New accounts' passwords are replayable for a while only. */
    async forgetExpiredAccountSecrets(now: Date): Promise<number> {
      const [count] = await Booking.update(
        { accountSecret: null, accountSecretExpiresAt: null },
        { where: { accountSecretExpiresAt: { [Op.lt]: now } }, silent: true },
      );
      return count;
    },
  };
};

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
