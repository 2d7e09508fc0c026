import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { AlertSearch, AlertStatus } from '@portal/platform-common/contracts';

/** A price_alerts row as the module reads it (bigint columns as BigInt). */
export interface AlertRecord {
  id: string;
  userId: string | null;
  email: string;
  brandKey: string;
  search: AlertSearch;
  targetPrice: string | null;
  status: AlertStatus;
  endedReason: string | null;
  currency: string | null;
  lastPriceMinor: bigint | null;
  lastCheckedAt: Date | null;
  referenceMinor: bigint | null;
  notifiedAt: Date | null;
  createdAt: Date;
}

interface AlertRow {
  id: string;
  user_id: string | null;
  email: string;
  brand_key: string;
  search: AlertSearch;
  target_price: string | null;
  status: AlertStatus;
  ended_reason: string | null;
  currency: string | null;
  last_price_minor: string | null;
  last_checked_at: Date | null;
  reference_minor: string | null;
  notified_at: Date | null;
  created_at: Date;
}

export interface PriceRecord {
  amountMinor: bigint;
  currency: string;
  checkedAt: Date;
}

export type NewAlert = Pick<
  AlertRecord,
  'id' | 'userId' | 'email' | 'brandKey' | 'search' | 'targetPrice' | 'status'
> & {
  confirmationTokenHash: string | null;
  confirmationExpiresAt: Date | null;
};

/** What one run found: the cheapest price, and the new reference when an e-mail told of it. */
export interface RunResult {
  priceMinor: bigint;
  currency: string;
  checkedAt: Date;
  notified: boolean;
}

const COLUMNS = `id, user_id, email, brand_key, search, target_price, status, ended_reason, currency,
  last_price_minor, last_checked_at, reference_minor, notified_at, created_at`;

const bigintOrNull = (value: string | null): bigint | null => (value === null ? null : BigInt(value));

const record = (row: AlertRow): AlertRecord => ({
  id: row.id,
  userId: row.user_id,
  email: row.email,
  brandKey: row.brand_key,
  search: row.search,
  targetPrice: row.target_price,
  status: row.status,
  endedReason: row.ended_reason,
  currency: row.currency,
  lastPriceMinor: bigintOrNull(row.last_price_minor),
  lastCheckedAt: row.last_checked_at,
  referenceMinor: bigintOrNull(row.reference_minor),
  notifiedAt: row.notified_at,
  createdAt: row.created_at,
});

export const createAlertsRepository = (sequelize: Sequelize) => {
  const rows = async (
    sql: string,
    replacements: Record<string, unknown>,
    transaction?: Transaction,
  ): Promise<AlertRecord[]> =>
    (await sequelize.query<AlertRow>(sql, { replacements, type: QueryTypes.SELECT, transaction })).map(record);
  const one = async (sql: string, replacements: Record<string, unknown>, transaction?: Transaction) =>
    (await rows(sql, replacements, transaction))[0] ?? null;

  return {
    add: async (alert: NewAlert, transaction?: Transaction): Promise<AlertRecord> =>
      (await one(
        `INSERT INTO price_alerts (id, user_id, email, brand_key, search, target_price, status,
           confirmation_token_hash, confirmation_expires_at)
         VALUES (:id, :userId, :email, :brandKey, CAST(:search AS jsonb), :targetPrice, :status, :tokenHash, :expiresAt)
         RETURNING ${COLUMNS}`,
        {
          ...alert,
          search: JSON.stringify(alert.search),
          tokenHash: alert.confirmationTokenHash,
          expiresAt: alert.confirmationExpiresAt,
        },
        transaction,
      )) as AlertRecord,

    /** Alerts of the account that have not ended (a cap keeps one account from watching thousands). */
    countLive: async (userId: string): Promise<number> =>
      Number(
        (
          await sequelize.query<{ count: string }>(
            `SELECT count(*) AS count FROM price_alerts WHERE user_id = :userId AND status <> 'ended'`,
            { replacements: { userId }, type: QueryTypes.SELECT },
          )
        )[0]?.count ?? 0,
      ),

    listOwn: (userId: string): Promise<AlertRecord[]> =>
      rows(`SELECT ${COLUMNS} FROM price_alerts WHERE user_id = :userId ORDER BY created_at DESC, id`, { userId }),

    find: (id: string): Promise<AlertRecord | null> =>
      one(`SELECT ${COLUMNS} FROM price_alerts WHERE id = :id`, { id }),

    /** Pauses or resumes an active or paused alert; a resumed alert runs when it is next due. */
    setPaused: (id: string, paused: boolean): Promise<AlertRecord | null> =>
      one(
        `UPDATE price_alerts SET status = :status, updated_at = now()
         WHERE id = :id AND status IN ('active', 'paused') RETURNING ${COLUMNS}`,
        { id, status: paused ? 'paused' : 'active' },
      ),

    /** Ends the alert for good (unsubscribed, departed); an ended alert is left as it is. */
    end: (id: string, reason: string): Promise<AlertRecord | null> =>
      one(
        `UPDATE price_alerts SET status = 'ended', ended_reason = :reason, confirmation_token_hash = NULL,
           updated_at = now()
         WHERE id = :id AND status <> 'ended' RETURNING ${COLUMNS}`,
        { id, reason },
      ),

    remove: async (id: string): Promise<boolean> =>
      (await one(`DELETE FROM price_alerts WHERE id = :id RETURNING ${COLUMNS}`, { id })) !== null,

    /** Follows a guest's confirmation link once, within its time: the alert becomes active and runs now. */
    confirm: (tokenHash: string, now: Date): Promise<AlertRecord | null> =>
      one(
        `UPDATE price_alerts SET status = 'active', confirmation_token_hash = NULL, confirmation_expires_at = NULL,
           next_run_at = :now, updated_at = now()
         WHERE confirmation_token_hash = :tokenHash AND confirmation_expires_at > :now
           AND status = 'pending_confirmation'
         RETURNING ${COLUMNS}`,
        { tokenHash, now },
      ),

    /** Guests' alerts whose confirmation link expired unused: nobody can start them any more. */
    dropUnconfirmed: async (now: Date): Promise<number> =>
      (
        await rows(
          `DELETE FROM price_alerts WHERE status = 'pending_confirmation' AND confirmation_expires_at <= :now
           RETURNING ${COLUMNS}`,
          { now },
        )
      ).length,

    prices: async (alertId: string): Promise<PriceRecord[]> =>
      (
        await sequelize.query<{ amount_minor: string; currency: string; checked_at: Date }>(
          `SELECT amount_minor, currency, checked_at FROM price_alert_prices
           WHERE alert_id = :alertId ORDER BY checked_at, id`,
          { replacements: { alertId }, type: QueryTypes.SELECT },
        )
      ).map((row) => ({ amountMinor: BigInt(row.amount_minor), currency: row.currency, checkedAt: row.checked_at })),

    /**
     * Claims the active alerts that are due, moving their next run a period on in the same
     * statement: the row locks (SKIP LOCKED) and the moved date mean no other gateway claims them
     * again before then. A run that fails is simply made at the next period.
     */
    claimDue: ({ now, nextRunAt, limit }: { now: Date; nextRunAt: Date; limit: number }): Promise<AlertRecord[]> =>
      rows(
        `WITH due AS (
           SELECT id FROM price_alerts
           WHERE status = 'active' AND next_run_at <= :now
           ORDER BY next_run_at
           LIMIT :limit
           FOR UPDATE SKIP LOCKED)
         UPDATE price_alerts SET next_run_at = :nextRunAt FROM due WHERE price_alerts.id = due.id
         RETURNING ${COLUMNS.split(',')
           .map((column) => `price_alerts.${column.trim()}`)
           .join(', ')}`,
        { now, nextRunAt, limit },
      ),

    /**
     * Keeps a run's price on the alert and in its history (inside the e-mail's transaction when one
     * goes), only while the alert is still active: false when it was paused, ended or deleted
     * meanwhile (then nothing is kept and no e-mail may go).
     */
    async recordRun(alert: AlertRecord, run: RunResult, transaction?: Transaction): Promise<boolean> {
      const reference = run.notified || alert.referenceMinor === null ? run.priceMinor : alert.referenceMinor;
      const price = run.priceMinor.toString();
      const updated = await sequelize.query<{ id: string }>(
        `UPDATE price_alerts SET currency = :currency, last_price_minor = :price, last_checked_at = :checkedAt,
           reference_minor = :reference, notified_at = CASE WHEN :notified THEN :checkedAt ELSE notified_at END,
           updated_at = now()
         WHERE id = :id AND status = 'active'
         RETURNING id`,
        {
          replacements: {
            id: alert.id,
            currency: run.currency,
            price,
            checkedAt: run.checkedAt,
            reference: reference.toString(),
            notified: run.notified,
          },
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      if (updated.length === 0) return false;
      await sequelize.query(
        `INSERT INTO price_alert_prices (alert_id, amount_minor, currency, checked_at)
         VALUES (:id, :price, :currency, :checkedAt)`,
        { replacements: { id: alert.id, price, currency: run.currency, checkedAt: run.checkedAt }, transaction },
      );
      return true;
    },
  };
};

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
