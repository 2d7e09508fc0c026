import DataLoader from 'dataloader';
import type { Pool } from 'pg';
import type { Role } from '@portal/platform-common/contracts';

/** The account a session belongs to, as the guards need it (http/auth.ts). */
export interface SessionAccount {
  id: string;
  username: string;
  roles: Role[];
  /** The account's bookings' version (users.bookings_version): a list kept in memory is current while it holds. */
  bookingsVersion: string;
}

/** What a session keeps, as stored in its row's `sess` JSON. */
export type StoredFields = Record<string, unknown>;

/** A session found in the store, and the account its `userId` names (undefined: none, or deleted). */
export interface LoadedSession {
  fields: StoredFields;
  account: SessionAccount | undefined;
}

/**
 * The session rows asked for and, in the same round trip, the account each row's `userId` names
 * (null when none or deleted). `expire >= now` is what ends an idle session: a row whose expiry
 * passed is not found. The account is read fresh with each request's session, never kept between
 * requests.
 */
const READ_SQL = `
  SELECT s.sid, s.sess, u.id AS user_id, u.username, u.roles, u.bookings_version
  FROM session s
  LEFT JOIN LATERAL (
    SELECT id, username, roles, bookings_version FROM users
    WHERE id = CASE WHEN s.sess->>'userId' ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
                    THEN (s.sess->>'userId')::uuid END
  ) u ON true
  WHERE s.sid = ANY($1) AND s.expire >= to_timestamp($2)`;
const SAVE_SQL = `
  INSERT INTO session (sess, expire, sid) SELECT $1, to_timestamp($2), $3
  ON CONFLICT (sid) DO UPDATE SET sess = $1, expire = to_timestamp($2)`;
const TOUCH_SQL = 'UPDATE session SET expire = to_timestamp($1) WHERE sid = $2';
const DESTROY_SQL = 'DELETE FROM session WHERE sid = $1';
const PRUNE_SQL = 'DELETE FROM session WHERE expire < to_timestamp($1)';

interface SessionRow {
  sid: string;
  sess: unknown;
  user_id: string | null;
  username: string | null;
  roles: Role[] | null;
  bookings_version: string | null;
}

/** Seconds since the epoch, rounded up: the `expire` column's unit (to_timestamp). */
const epochSeconds = (ms: number) => Math.ceil(ms / 1000);

const isFields = (value: unknown): value is StoredFields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface SessionStoreOptions {
  pool: Pool;
  /** At most one renewal of a session's stored expiry per this many ms, per process. */
  touchIntervalMs: number;
  /** Expired rows are deleted about this often (randomised by half either way, so replicas spread out). */
  pruneIntervalMs?: number;
  onPruneError: (error: unknown) => void;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The `session` table (sid, sess JSON, expire; the migrations create it in connect-pg-simple's
 * layout, which rows written before keep):
 * - `read` brings the session's account in the same query (the guards then need no query of their own);
 * - `touch` (the renewal of an unchanged session's expiry) writes at most once per `touchIntervalMs`
 *   per session in this process, and answers undefined when it writes nothing. A skipped renewal
 *   leaves the stored expiry earlier than the cookie's by less than the interval: an idle session
 *   ends between (idle timeout - interval) and the idle timeout after its last use, never later.
 *   Sign-out and ended sessions delete the row, which no skipped or later touch brings back (a
 *   touch is an UPDATE), so every replica sees them at once.
 * - expired rows are deleted now and then, once the store is in use.
 */
export const createSessionStore = (options: SessionStoreOptions) => {
  const { pool, touchIntervalMs } = options;
  const pruneIntervalMs = options.pruneIntervalMs ?? FIFTEEN_MINUTES;
  const lastRenewals = new Map<string, number>();
  let lastSweep = Date.now();
  const forgetOldRenewals = (now: number) => {
    if (now - lastSweep < touchIntervalMs) return;
    lastSweep = now;
    for (const [sid, at] of lastRenewals) if (now - at >= touchIntervalMs) lastRenewals.delete(sid);
  };

  let pruneTimer: NodeJS.Timeout | undefined;
  const prune = async (): Promise<void> => {
    await pool.query(PRUNE_SQL, [epochSeconds(Date.now())]);
  };
  const schedulePrune = () => {
    if (pruneTimer) return;
    pruneTimer = setTimeout(
      () =>
        void prune()
          .catch(options.onPruneError)
          .finally(() => {
            pruneTimer = undefined;
            schedulePrune();
          }),
      Math.ceil(pruneIntervalMs / 2 + pruneIntervalMs * Math.random()),
    );
    pruneTimer.unref();
  };

  /**
   * The reads of one turn of the event loop go to the database as one query (the requests that
   * arrived together, on any connection): each still reads its row when it asks, after every
   * write answered before it, and nothing is kept for the next turn (`cache: false`).
   */
  const rows = new DataLoader<string, SessionRow | null>(
    async (sids) => {
      const { rows: found } = await pool.query<SessionRow>({
        // Named: each connection plans it once, not on every request.
        name: 'sessions-with-accounts',
        text: READ_SQL,
        values: [[...new Set(sids)], epochSeconds(Date.now())],
      });
      const bySid = new Map(found.map((row) => [row.sid, row]));
      return sids.map((sid) => bySid.get(sid) ?? null);
    },
    { cache: false, maxBatchSize: 200, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );

  const destroy = async (sid: string): Promise<void> => {
    lastRenewals.delete(sid);
    await pool.query(DESTROY_SQL, [sid]);
  };

  return {
    async read(sid: string): Promise<LoadedSession | null> {
      schedulePrune();
      const row = await rows.load(sid);
      if (!row) return null;
      let fields: unknown;
      try {
        fields = typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess;
      } catch {
        fields = undefined;
      }
      if (!isFields(fields)) {
        // An unreadable row is no session: it is removed.
        await destroy(sid);
        return null;
      }
      const account =
        row.user_id && row.username && row.roles && row.bookings_version !== null
          ? { id: row.user_id, username: row.username, roles: row.roles, bookingsVersion: row.bookings_version }
          : undefined;
      return { fields, account };
    },

    /** Writes the session in full, expiring at `expires` (ms since the epoch). */
    async save(sid: string, fields: StoredFields, expires: number): Promise<void> {
      await pool.query(SAVE_SQL, [JSON.stringify(fields), epochSeconds(expires), sid]);
    },

    /** Moves an unchanged session's expiry to `expires`; undefined when this process renewed it within the interval. */
    touch(sid: string, expires: number): Promise<void> | undefined {
      const now = Date.now();
      forgetOldRenewals(now);
      const last = lastRenewals.get(sid);
      if (last !== undefined && now - last < touchIntervalMs) return undefined;
      return pool.query({ name: 'session-touch', text: TOUCH_SQL, values: [epochSeconds(expires), sid] }).then(() => {
        lastRenewals.set(sid, now);
      });
    },

    destroy,
    /** Deletes every expired row now (the timer does it on its own). */
    prune,
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;
