import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { ChangeOfferSlice } from '@portal/platform-common/contracts';
import type { Itinerary } from '../bookingTypes';

export const CHANGE_STATUSES = [
  'quoted',
  'authorizing',
  'requires_action',
  'changing',
  'charging',
  'refunding',
  'changed',
  'failed',
  'needs_attention',
] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** Saga states a retry or the resume job carries on from. */
export const UNFINISHED_CHANGES: ChangeStatus[] = [
  'authorizing',
  'requires_action',
  'changing',
  'charging',
  'refunding',
];

/** The booking's slices after the change, kept to show the offer and to update the itinerary. */
export interface StoredChangeSlices {
  shown: ChangeOfferSlice[];
  itinerary: Itinerary['slices'];
}

export interface ChangeRecord {
  id: string;
  bookingId: string;
  duffelOfferId: string;
  status: ChangeStatus;
  idempotencyKey: string | null;
  requestFingerprint: string | null;
  currency: string;
  /** Duffel's change_total_amount (fare difference plus penalty), signed */
  supplierChangeMinor: bigint;
  penaltyMinor: bigint;
  serviceFeeMinor: bigint;
  /** What the card pays (positive) or gets back (negative) */
  amountMinor: bigint;
  freeWindow: boolean;
  slices: StoredChangeSlices;
  expiresAt: Date;
  paymentAuthorizationId: string | null;
  orderChangeId: string | null;
  refundId: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  confirmedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewChange = Pick<
  ChangeRecord,
  | 'bookingId'
  | 'duffelOfferId'
  | 'currency'
  | 'supplierChangeMinor'
  | 'penaltyMinor'
  | 'serviceFeeMinor'
  | 'amountMinor'
  | 'freeWindow'
  | 'slices'
  | 'expiresAt'
>;

export type ChangePatch = Partial<
  Pick<
    ChangeRecord,
    | 'status'
    | 'paymentAuthorizationId'
    | 'orderChangeId'
    | 'refundId'
    | 'failureCode'
    | 'failureMessage'
    | 'confirmedAt'
  >
>;

interface ChangeRow {
  id: string;
  booking_id: string;
  duffel_offer_id: string;
  status: ChangeStatus;
  idempotency_key: string | null;
  request_fingerprint: string | null;
  currency: string;
  supplier_change_minor: string;
  penalty_minor: string;
  service_fee_minor: string;
  amount_minor: string;
  free_window: boolean;
  slices: StoredChangeSlices;
  expires_at: Date;
  payment_authorization_id: string | null;
  order_change_id: string | null;
  refund_id: string | null;
  failure_code: string | null;
  failure_message: string | null;
  confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const record = (row: ChangeRow): ChangeRecord => ({
  id: row.id,
  bookingId: row.booking_id,
  duffelOfferId: row.duffel_offer_id,
  status: row.status,
  idempotencyKey: row.idempotency_key,
  requestFingerprint: row.request_fingerprint,
  currency: row.currency,
  supplierChangeMinor: BigInt(row.supplier_change_minor),
  penaltyMinor: BigInt(row.penalty_minor),
  serviceFeeMinor: BigInt(row.service_fee_minor),
  amountMinor: BigInt(row.amount_minor),
  freeWindow: row.free_window,
  slices: row.slices,
  expiresAt: new Date(row.expires_at),
  paymentAuthorizationId: row.payment_authorization_id,
  orderChangeId: row.order_change_id,
  refundId: row.refund_id,
  failureCode: row.failure_code,
  failureMessage: row.failure_message,
  confirmedAt: row.confirmed_at,
  createdAt: new Date(row.created_at),
  updatedAt: row.updated_at,
});

const COLUMN_OF: Record<keyof ChangePatch, string> = {
  status: 'status',
  paymentAuthorizationId: 'payment_authorization_id',
  orderChangeId: 'order_change_id',
  refundId: 'refund_id',
  failureCode: 'failure_code',
  failureMessage: 'failure_message',
  confirmedAt: 'confirmed_at',
};

/** booking_changes, in SQL: each saga step is one guarded UPDATE. */
export const createChangesRepository = (sequelize: Sequelize) => {
  const rows = async (sql: string, replacements: Record<string, unknown>) =>
    (await sequelize.query<ChangeRow>(sql, { replacements, type: QueryTypes.SELECT })).map(record);

  return {
    async insertQuoted(changes: NewChange[]): Promise<ChangeRecord[]> {
      const saved: ChangeRecord[] = [];
      for (const change of changes) {
        const [row] = await rows(
          `INSERT INTO booking_changes (id, booking_id, duffel_offer_id, status, currency, supplier_change_minor,
             penalty_minor, service_fee_minor, amount_minor, free_window, slices, expires_at)
           VALUES (:id, :bookingId, :duffelOfferId, 'quoted', :currency, :supplier, :penalty, :fee, :amount,
             :freeWindow, :slices::jsonb, :expiresAt)
           RETURNING *`,
          {
            id: randomUUID(),
            bookingId: change.bookingId,
            duffelOfferId: change.duffelOfferId,
            currency: change.currency,
            supplier: change.supplierChangeMinor.toString(),
            penalty: change.penaltyMinor.toString(),
            fee: change.serviceFeeMinor.toString(),
            amount: change.amountMinor.toString(),
            freeWindow: change.freeWindow,
            slices: JSON.stringify(change.slices),
            expiresAt: change.expiresAt,
          },
        );
        if (row) saved.push(row);
      }
      return saved;
    },

    find: async (id: string): Promise<ChangeRecord | null> =>
      (await rows('SELECT * FROM booking_changes WHERE id = :id', { id }))[0] ?? null,

    /**
     * The change taken for this confirmation: the key is written once, by the first confirmation
     * of a quoted offer, while the booking is confirmed (not being cancelled) and no other change
     * of it is unfinished; null otherwise.
     */
    claim: async (id: string, key: string, fingerprint: string): Promise<ChangeRecord | null> =>
      (
        await rows(
          `UPDATE booking_changes SET idempotency_key = :key, request_fingerprint = :fingerprint,
             status = 'authorizing', updated_at = now()
           WHERE id = :id AND status = 'quoted' AND idempotency_key IS NULL
             AND EXISTS (SELECT 1 FROM bookings b WHERE b.id = booking_changes.booking_id AND b.status = 'confirmed')
             AND NOT EXISTS (SELECT 1 FROM booking_changes other WHERE other.booking_id = booking_changes.booking_id
               AND other.status IN ('authorizing', 'requires_action', 'changing', 'charging', 'refunding'))
           RETURNING *`,
          { id, key, fingerprint },
        )
      )[0] ?? null,

    /** Moves a change on, if it is still in one of `from`: null when another writer moved it first. */
    async transition(id: string, from: ChangeStatus[], patch: ChangePatch): Promise<ChangeRecord | null> {
      const sets = Object.entries(patch).map(([key]) => `${COLUMN_OF[key as keyof ChangePatch]} = :${key}`);
      const [row] = await rows(
        `UPDATE booking_changes SET ${[...sets, 'updated_at = now()'].join(', ')}
         WHERE id = :id AND status IN (:from) RETURNING *`,
        { ...patch, id, from },
      );
      return row ?? null;
    },

    /** The booking's change still under way (at most one: claim), or null. */
    unfinishedOf: async (bookingId: string): Promise<ChangeRecord | null> =>
      (
        await rows('SELECT * FROM booking_changes WHERE booking_id = :bookingId AND status IN (:statuses) LIMIT 1', {
          bookingId,
          statuses: UNFINISHED_CHANGES,
        })
      )[0] ?? null,

    /** The booking's changes the airline made, oldest first: their money is part of what the traveller paid. */
    changedOf: async (bookingId: string): Promise<ChangeRecord[]> =>
      rows(
        `SELECT * FROM booking_changes WHERE booking_id = :bookingId AND status = 'changed' ORDER BY confirmed_at, created_at`,
        { bookingId },
      ),

    /** Changes left mid-way since before `staleBefore`. */
    unfinished: async (staleBefore: Date): Promise<ChangeRecord[]> =>
      rows(
        `SELECT * FROM booking_changes WHERE status IN (:statuses) AND updated_at < :staleBefore
         ORDER BY updated_at LIMIT 50`,
        { statuses: UNFINISHED_CHANGES, staleBefore },
      ),
  };
};

export type ChangesRepository = ReturnType<typeof createChangesRepository>;
