import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { Op, QueryTypes, type Sequelize } from 'sequelize';
import type { Models } from '../../db/models';
import {
  bigintOrNull,
  plain,
  toColumns,
  type BookingPatch,
  type BookingRecord,
  type NewBooking,
} from './bookingRecord';
import { UNFINISHED, type BookingStatus } from './bookingTypes';
import { recentBookings, type BookingOverview } from './recentBookings';

export type { BookingPatch, BookingRecord, NewBooking } from './bookingRecord';

/** A step of the booking's history written with the transition that makes it true. */
export interface StepEvent {
  step: string;
  outcome: string;
  detail?: Record<string, unknown>;
}

/** What My Trips shows of a booking: the list reads these columns only. */
export type BookingListRow = Pick<
  BookingRecord,
  | 'id'
  | 'status'
  | 'mode'
  | 'duffelBookingId'
  | 'itinerary'
  | 'sellingTotalMinor'
  | 'currency'
  | 'lastArrivalAt'
  | 'cancellationConfirmedAt'
  | 'refundMinor'
  | 'refundCurrency'
  | 'refundTo'
  | 'airlineCredits'
  | 'cancelledAt'
  | 'createdAt'
>;

// One plain query, no model instances: the list is the traveller's hottest read.
const LIST_FOR_USER_SQL = `
  SELECT id, status, mode, duffel_booking_id AS "duffelBookingId", itinerary,
         selling_total_minor AS "sellingTotalMinor", currency, last_arrival_at AS "lastArrivalAt",
         cancellation_confirmed_at AS "cancellationConfirmedAt", refund_minor AS "refundMinor",
         refund_currency AS "refundCurrency", refund_to AS "refundTo", airline_credits AS "airlineCredits",
         cancelled_at AS "cancelledAt", created_at AS "createdAt"
  FROM bookings
  WHERE user_id = $1 AND status <> 'failed'
  ORDER BY created_at DESC
  LIMIT 200`;

type StoredListRow = Omit<BookingListRow, 'sellingTotalMinor' | 'refundMinor'> & {
  sellingTotalMinor: string | null;
  refundMinor: string | null;
};

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
  RETURNING *`;

export const createBookingsRepository = ({ Booking, BookingEvent }: Pick<Models, 'Booking' | 'BookingEvent'>) => {
  const sequelize = Booking.sequelize as Sequelize;

  /**
   * The list as a named statement on one of Sequelize's own connections (its pool, its type
   * parsers): PostgreSQL plans it once per connection, and no Sequelize query object is built.
   */
  const listRows = async (userId: string): Promise<StoredListRow[]> => {
    const connection = (await sequelize.connectionManager.getConnection({ type: 'read' })) as Client & {
      _invalid?: boolean;
    };
    try {
      const { rows } = await connection.query<StoredListRow>({
        name: 'bookings-list-for-user',
        text: LIST_FOR_USER_SQL,
        values: [userId],
      });
      return rows;
    } catch (error) {
      // As Sequelize's own queries do: a connection reset is not handed out again.
      if ((error as { code?: string }).code === 'ECONNRESET') connection._invalid = true;
      throw error;
    } finally {
      sequelize.connectionManager.releaseConnection(connection);
    }
  };

  const find = async (id: string): Promise<BookingRecord | null> => {
    const row = await Booking.findByPk(id);
    return row && plain(row);
  };

  return {
    find,

    /** A new pending booking for this key, or the one that already holds it. */
    async claim(booking: NewBooking): Promise<{ created: boolean; booking: BookingRecord }> {
      const id = randomUUID();
      // The new row as the insert left it: read back through the model's own column mapping.
      const inserted = await sequelize.query(CLAIM_SQL, {
        model: Booking,
        mapToModel: true,
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
      const [claimed] = inserted;
      if (claimed) return { created: true, booking: plain(claimed) };
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
      { beforeOrderAttempt = false, event }: { beforeOrderAttempt?: boolean; event?: StepEvent } = {},
    ): Promise<BookingRecord | null> {
      const where = { id, status: { [Op.in]: from }, ...(beforeOrderAttempt ? { orderAttemptedAt: null } : {}) };
      if (!event) {
        const [, rows] = await Booking.update(toColumns(patch), { where, returning: true });
        const [row] = rows;
        return row ? plain(row) : null;
      }
      // The move and its step in one transaction: a process killed between them keeps neither or both.
      return sequelize.transaction(async (transaction) => {
        const [, [row]] = await Booking.update(toColumns(patch), { where, returning: true, transaction });
        if (!row) return null;
        await BookingEvent.create({ bookingId: id, ...event }, { transaction });
        return plain(row);
      });
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
    listForUser: async (userId: string): Promise<BookingListRow[]> =>
      (await listRows(userId)).map((row) => ({
        ...row,
        sellingTotalMinor: bigintOrNull(row.sellingTotalMinor),
        refundMinor: bigintOrNull(row.refundMinor),
      })),

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
