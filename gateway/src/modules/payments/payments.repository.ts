import { randomUUID } from 'node:crypto';
import { col, Op, QueryTypes, where, type Sequelize } from 'sequelize';
import type { Models } from '../../db/models';
import type { ProviderMode } from '../../providers';
import type { AuthorizationPurpose, AuthorizationStatus, PaymentAuthorization } from './paymentAuthorization.model';

export interface AuthorizationRecord {
  id: string;
  mode: ProviderMode;
  purpose: AuthorizationPurpose;
  idempotencyKey: string | null;
  requestFingerprint: string | null;
  providerPaymentId: string | null;
  amountMinor: bigint;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  status: AuthorizationStatus;
  bookingId: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  createdAt: Date;
}

export type NewAuthorization = Pick<
  AuthorizationRecord,
  'mode' | 'purpose' | 'amountMinor' | 'currency' | 'bookingId' | 'cardLast4'
> &
  Partial<Pick<AuthorizationRecord, 'idempotencyKey' | 'requestFingerprint'>>;

/** Who made a process-card authorization: the sha256 of its session's id, and its account if signed in. */
export interface AuthorizationOwner {
  sessionHash: string;
  userId: string | null;
}

export type AuthorizationPatch = Partial<
  Pick<
    AuthorizationRecord,
    'status' | 'providerPaymentId' | 'cardBrand' | 'cardLast4' | 'bookingId' | 'failureCode' | 'failureMessage'
  >
>;

const plain = (row: PaymentAuthorization): AuthorizationRecord => ({
  id: row.id,
  mode: row.mode,
  purpose: row.purpose,
  idempotencyKey: row.idempotencyKey,
  requestFingerprint: row.requestFingerprint,
  providerPaymentId: row.providerPaymentId,
  amountMinor: BigInt(row.amountMinor),
  currency: row.currency,
  cardBrand: row.cardBrand,
  cardLast4: row.cardLast4,
  status: row.status,
  bookingId: row.bookingId,
  failureCode: row.failureCode,
  failureMessage: row.failureMessage,
  createdAt: row.createdAt,
});

// process-card's own Idempotency-Key: the unique index decides between racing requests.
const CLAIM_SQL = `
  INSERT INTO payment_authorizations (id, mode, purpose, idempotency_key, request_fingerprint, amount_minor, currency, card_last4, status, created_at, updated_at)
  VALUES ($1, $2, 'process-card', $3, $4, $5, $6, $7, 'pending', now(), now())
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id`;

export const createPaymentsRepository = ({ PaymentAuthorization }: Pick<Models, 'PaymentAuthorization'>) => {
  const sequelize = PaymentAuthorization.sequelize as Sequelize;
  const find = async (id: string) => {
    const row = await PaymentAuthorization.findByPk(id);
    return row && plain(row);
  };

  return {
    find,

    async create(authorization: NewAuthorization): Promise<AuthorizationRecord> {
      const row = await PaymentAuthorization.create({
        ...authorization,
        id: randomUUID(),
        amountMinor: authorization.amountMinor.toString(),
        status: 'pending',
      });
      return plain(row);
    },

    /** A process-card authorization for this key: new, or the one already made with it. */
    async claim(
      authorization: NewAuthorization & { idempotencyKey: string; requestFingerprint: string },
    ): Promise<{ created: boolean; record: AuthorizationRecord }> {
      const id = randomUUID();
      const inserted = await sequelize.query(CLAIM_SQL, {
        bind: [
          id,
          authorization.mode,
          authorization.idempotencyKey,
          authorization.requestFingerprint,
          authorization.amountMinor.toString(),
          authorization.currency,
          authorization.cardLast4,
        ],
        type: QueryTypes.SELECT,
      });
      if (inserted.length > 0) return { created: true, record: (await find(id)) as AuthorizationRecord };
      const existing = await PaymentAuthorization.findOne({ where: { idempotencyKey: authorization.idempotencyKey } });
      if (!existing) return this.claim(authorization);
      return { created: false, record: plain(existing) };
    },

    /** Binds a new process-card authorization to the session (and account) that asked for it. */
    async bindOwner(id: string, { sessionHash, userId }: AuthorizationOwner): Promise<void> {
      await sequelize.query(
        'UPDATE payment_authorizations SET owner_session_hash = $2, owner_user_id = $3 WHERE id = $1',
        { bind: [id, sessionHash, userId] },
      );
    },

    async update(id: string, patch: AuthorizationPatch): Promise<void> {
      await PaymentAuthorization.update(patch, { where: { id } });
    },

    /** Moves it only from one of `from`: a sweep and a booking never both take the same authorization. */
    async transition(id: string, from: AuthorizationStatus[], patch: AuthorizationPatch): Promise<boolean> {
      const [count] = await PaymentAuthorization.update(patch, { where: { id, status: { [Op.in]: from } } });
      return count === 1;
    },

    /**
     * Hands an unused process-card authorization to a booking, atomically: same mode, amount and
     * currency, still authorized, nobody's yet, and made by the booking's session or account. null
     * when any of that fails.
     */
    async takeForBooking(
      providerPaymentId: string,
      want: { mode: ProviderMode; amountMinor: bigint; currency: string; bookingId: string; owner: AuthorizationOwner },
    ): Promise<AuthorizationRecord | null> {
      const { sessionHash, userId } = want.owner;
      const ownedBy = [
        where(col('owner_session_hash'), sessionHash),
        ...(userId ? [where(col('owner_user_id'), userId)] : []),
      ];
      const [count] = await PaymentAuthorization.update(
        { bookingId: want.bookingId },
        {
          where: {
            providerPaymentId,
            purpose: 'process-card',
            status: 'authorized',
            bookingId: null,
            mode: want.mode,
            amountMinor: want.amountMinor.toString(),
            currency: want.currency,
            [Op.or]: ownedBy,
          },
        },
      );
      if (count !== 1) return null;
      const row = await PaymentAuthorization.findOne({ where: { providerPaymentId } });
      return row && plain(row);
    },

    /** A booking's authorizations still waiting for Stripe's answer (their gateway stopped mid-call) become unknown. */
    async markUnansweredForBooking(bookingId: string): Promise<number> {
      const [count] = await PaymentAuthorization.update(
        { status: 'unknown', failureCode: 'no_answer' },
        { where: { bookingId, status: 'pending' } },
      );
      return count;
    },

    /** A booking's authorizations that may hold money on the card, named on the booking or not (yet). */
    heldForBooking: async (bookingId: string): Promise<AuthorizationRecord[]> =>
      (
        await PaymentAuthorization.findAll({
          where: {
            bookingId,
            status: { [Op.in]: ['authorized', 'requires_action'] },
            providerPaymentId: { [Op.ne]: null },
          },
        })
      ).map(plain),

    /** Marks an unused authorization voided before Stripe is asked, so no booking can take it meanwhile. */
    async claimUnusedForVoid(id: string): Promise<boolean> {
      const [count] = await PaymentAuthorization.update(
        { status: 'voided' },
        { where: { id, status: 'authorized', bookingId: null } },
      );
      return count === 1;
    },

    /**
     * Authorizations whose answer was lost, last touched before `before`, that no live booking
     * relies on: nobody's, a failed booking's, or a change's that no unfinished change names (a
     * void without an answer when the change failed).
     */
    unsettled: async (before: Date, limit = 100): Promise<AuthorizationRecord[]> => {
      const rows = await sequelize.query<{ id: string }>(
        `SELECT pa.id FROM payment_authorizations pa
         WHERE pa.status = 'unknown' AND pa.updated_at < $1
           AND (pa.booking_id IS NULL
             OR EXISTS (SELECT 1 FROM bookings b WHERE b.id = pa.booking_id AND b.status = 'failed')
             OR (pa.purpose = 'change' AND NOT EXISTS (SELECT 1 FROM booking_changes c WHERE c.payment_authorization_id = pa.id
               AND c.status IN ('authorizing', 'requires_action', 'changing', 'charging', 'refunding'))))
         ORDER BY pa.updated_at LIMIT $2`,
        { bind: [before, limit], type: QueryTypes.SELECT },
      );
      const found = await PaymentAuthorization.findAll({ where: { id: { [Op.in]: rows.map((row) => row.id) } } });
      return found.map(plain);
    },

    /** Authorizations nobody booked with, made before `before`. */
    unused: async (before: Date, limit = 100): Promise<AuthorizationRecord[]> =>
      (
        await PaymentAuthorization.findAll({
          where: { status: 'authorized', bookingId: null, purpose: 'process-card', createdAt: { [Op.lt]: before } },
          order: [['createdAt', 'ASC']],
          limit,
        })
      ).map(plain),
  };
};

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
