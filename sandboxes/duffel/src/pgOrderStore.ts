import type { Sequelize } from 'sequelize';
import type { Order } from './duffelTypes';
import type { DuffelOrderStore, OrderPageRequest } from './orderStore';

/** What the store needs of a connection: a pg Pool or Client fits as it is. */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export type PostgresOrderStoreOptions = { pool: SqlClient } | { sequelize: Sequelize };

const TABLE = 'sandbox_duffel_orders';

// The sandbox's own table, outside the gateway's migrations: it is test data that the sandbox
// alone reads, created on first use. `offer_id` unique is the "offer already booked" mark.
const CREATE_SQL = [
  `CREATE TABLE IF NOT EXISTS ${TABLE} (
    id text PRIMARY KEY,
    offer_id text NOT NULL UNIQUE,
    body jsonb NOT NULL,
    created_at timestamptz NOT NULL,
    cancelled_at timestamptz NULL
  )`,
  `CREATE INDEX IF NOT EXISTS ${TABLE}_created_at ON ${TABLE} (created_at DESC, id COLLATE "C" DESC)`,
];

const INSERT_SQL = `
  INSERT INTO ${TABLE} (id, offer_id, body, created_at) VALUES ($1, $2, $3::jsonb, $4::timestamptz)
  ON CONFLICT (offer_id) DO NOTHING RETURNING body`;

const BY_OFFER_SQL = `SELECT body FROM ${TABLE} WHERE offer_id = $1`;
const GET_SQL = `SELECT body FROM ${TABLE} WHERE id = $1 AND created_at <= $2::timestamptz`;
const CANCEL_SQL = `
  UPDATE ${TABLE} SET body = $2::jsonb, cancelled_at = $3::timestamptz
  WHERE id = $1 AND cancelled_at IS NULL RETURNING id`;

const CHANGE_SQL = `
  UPDATE ${TABLE} SET body = $2::jsonb
  WHERE id = $1 AND cancelled_at IS NULL AND body->>'synced_at' = $3 RETURNING id`;

const listSql = ({ after, before }: OrderPageRequest): string => {
  const backwards = Boolean(before && !after);
  // $5 and $6 appear either way: PostgreSQL cannot type a parameter that the text never uses.
  const cursor = `AND ($5::timestamptz IS NULL OR (created_at, id COLLATE "C") ${backwards ? '>' : '<'} ($5::timestamptz, $6::text COLLATE "C"))`;
  const direction = backwards ? 'ASC' : 'DESC';
  return `
    SELECT body FROM ${TABLE}
    WHERE created_at <= $1::timestamptz
      AND ($2::text IS NULL OR upper(body->>'booking_reference') = upper($2::text))
      AND ($3::boolean IS NULL OR (body->'payment_status'->>'awaiting_payment')::boolean = $3::boolean)
      AND NOT EXISTS (
        SELECT 1 FROM jsonb_array_elements_text($4::jsonb) AS term
        WHERE NOT EXISTS (
          SELECT 1 FROM jsonb_array_elements(body->'passengers') AS passenger
          WHERE strpos(lower(passenger->>'given_name'), lower(term)) > 0 OR strpos(lower(passenger->>'family_name'), lower(term)) > 0))
      ${cursor}
    ORDER BY created_at ${direction}, id COLLATE "C" ${direction}
    LIMIT $7`;
};

const clientOf = (options: PostgresOrderStoreOptions): SqlClient => {
  if ('pool' in options) return options.pool;
  const { sequelize } = options;
  return {
    query: async (text, values) => {
      const [rows] = await sequelize.query(text, { bind: values ?? [] });
      return { rows: Array.isArray(rows) ? rows : [] };
    },
  };
};

/**
 * Orders in PostgreSQL (table sandbox_duffel_orders, created by the store on first use), so a
 * restarted gateway, or another instance on the same database, finds them: the booking saga
 * reconciles with them at start-up. Pass the gateway's pg Pool or its Sequelize.
 */
export const createPostgresOrderStore = (options: PostgresOrderStoreOptions): DuffelOrderStore => {
  const client = clientOf(options);
  let ready: Promise<void> | null = null;
  const ensureTable = () => {
    ready ??= (async () => {
      for (const sql of CREATE_SQL) {
        try {
          await client.query(sql);
        } catch (error) {
          // Two instances creating the table at once: the loser sees a duplicate catalogue row.
          const code =
            (error as { code?: string; parent?: { code?: string } }).code ??
            (error as { parent?: { code?: string } }).parent?.code;
          if (code !== '23505' && code !== '42P07') throw error;
        }
      }
    })().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };
  const query = async (text: string, values: unknown[]) => {
    await ensureTable();
    return (await client.query(text, values)).rows as { body: Order }[];
  };

  return {
    insert: async (offerId, order) => {
      const [inserted] = await query(INSERT_SQL, [order.id, offerId, JSON.stringify(order), order.created_at]);
      if (inserted) return { created: true, order: inserted.body };
      const [existing] = await query(BY_OFFER_SQL, [offerId]);
      if (!existing) throw new Error(`offer ${offerId} is booked but its order is missing`);
      return { created: false, order: existing.body };
    },
    booked: async (offerId) => (await query(BY_OFFER_SQL, [offerId])).length > 0,
    get: async (id, now) => (await query(GET_SQL, [id, now.toISOString()]))[0]?.body ?? null,
    list: async (filter, page, now) => {
      const cursor = page.after ?? page.before ?? null;
      const rows = await query(listSql(page), [
        now.toISOString(),
        filter.bookingReference ?? null,
        filter.awaitingPayment ?? null,
        JSON.stringify(filter.passengerNames ?? []),
        cursor?.createdAt ?? null,
        cursor?.id ?? null,
        page.limit + 1,
      ]);
      const more = rows.length > page.limit;
      const orders = rows.slice(0, page.limit).map((row) => row.body);
      return { orders: page.before && !page.after ? orders.reverse() : orders, more };
    },
    markCancelled: async (order) =>
      (await query(CANCEL_SQL, [order.id, JSON.stringify(order), order.cancelled_at])).length > 0,
    markChanged: async (order, syncedAt) =>
      (await query(CHANGE_SQL, [order.id, JSON.stringify(order), syncedAt])).length > 0,
  };
};
