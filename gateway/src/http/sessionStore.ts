import connectPgSimple from 'connect-pg-simple';
import type { Request } from 'express';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';
import type { Role } from '@portal/platform/contracts';

/** The account a session belongs to, as the guards need it (http/auth.ts). */
export interface SessionAccount {
  id: string;
  username: string;
  roles: Role[];
  /** The account's bookings' version (users.bookings_version): a list kept in memory is current while it holds. */
  bookingsVersion: string;
}

/**
 * The session row and, in the same round trip, the account its `userId` names (null when none or
 * deleted). `expire >= now` is what ends an idle session: a row whose expiry passed is not found.
 * The account is read fresh with each request's session, never kept between requests.
 */
const READ_SQL = `
  SELECT s.sess, u.id AS user_id, u.username, u.roles, u.bookings_version
  FROM session s
  LEFT JOIN LATERAL (
    SELECT id, username, roles, bookings_version FROM users
    WHERE id = CASE WHEN s.sess->>'userId' ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
                    THEN (s.sess->>'userId')::uuid END
  ) u ON true
  WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;

interface SessionRow {
  sess: SessionData | string;
  user_id: string | null;
  username: string | null;
  roles: Role[] | null;
  bookings_version: string | null;
}

/** The account read with this request's session, when the session names one that exists. */
const accountsOfRequests = new WeakMap<Request, SessionAccount>();
export const accountReadWithSession = (req: Request): SessionAccount | undefined => accountsOfRequests.get(req);

export interface SessionStoreOptions {
  pool: Pool;
  /** At most one renewal of a session's stored expiry per this many ms, per process. */
  touchIntervalMs: number;
  errorLog: (...args: unknown[]) => void;
}

/**
 * connect-pg-simple's store, with two changes for the hot reads:
 * - `get` reads the session's account in the same query (the guards then need no query of their own);
 * - `touch` (express-session's `rolling` renewal, one UPDATE per answer) writes a session's expiry
 *   at most once per `touchIntervalMs` in this process; a changed session is still saved in full
 *   on the answer that changed it, and the cookie is still renewed on every answer. A skipped
 *   renewal leaves the stored expiry earlier than the cookie's by less than the interval: an idle
 *   session ends between (idle timeout - interval) and the idle timeout after its last use, never
 *   later. Sign-out and ended sessions delete the row, which no skipped or later touch brings back
 *   (a touch is an UPDATE), so every replica sees them at once.
 */
export const createSessionStore = (options: SessionStoreOptions): session.Store => {
  const PgStore = connectPgSimple(session);
  const accountsOfSessions = new WeakMap<SessionData, SessionAccount>();
  const lastRenewals = new Map<string, number>();
  let lastSweep = Date.now();
  const forgetOldRenewals = (now: number) => {
    if (now - lastSweep < options.touchIntervalMs) return;
    lastSweep = now;
    for (const [sid, at] of lastRenewals) if (now - at >= options.touchIntervalMs) lastRenewals.delete(sid);
  };

  class HotPathStore extends PgStore {
    override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
      // Answered on the next tick, as connect-pg-simple does: the rest of the request runs outside the promise.
      this.read(sid).then(
        (sess) => process.nextTick(callback, null, sess),
        (error: unknown) => process.nextTick(callback, error),
      );
    }

    private async read(sid: string): Promise<SessionData | null> {
      const {
        rows: [row],
      } = await options.pool.query<SessionRow>({
        // Named: each connection plans it once, not on every request.
        name: 'session-with-account',
        text: READ_SQL,
        values: [sid, Math.ceil(Date.now() / 1000)],
      });
      if (!row) return null;
      let sess: SessionData;
      try {
        sess = typeof row.sess === 'string' ? (JSON.parse(row.sess) as SessionData) : row.sess;
      } catch {
        // An unreadable row is no session: remove it, as connect-pg-simple does.
        await new Promise<void>((resolve, reject) =>
          this.destroy(sid, (error?: unknown) => (error ? reject(error) : resolve())),
        );
        return null;
      }
      if (row.user_id && row.username && row.roles && row.bookings_version !== null)
        accountsOfSessions.set(sess, {
          id: row.user_id,
          username: row.username,
          roles: row.roles,
          bookingsVersion: row.bookings_version,
        });
      return sess;
    }

    /** express-session calls this with the object `get` answered: the account moves onto the request. */
    override createSession(req: Request, sess: SessionData) {
      const account = accountsOfSessions.get(sess);
      if (account) accountsOfRequests.set(req, account);
      return super.createSession(req, sess);
    }

    override touch(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
      const now = Date.now();
      forgetOldRenewals(now);
      const last = lastRenewals.get(sid);
      if (last !== undefined && now - last < options.touchIntervalMs) {
        callback?.(null);
        return;
      }
      super.touch(sid, sess, ((error?: unknown) => {
        if (!error) lastRenewals.set(sid, now);
        callback?.(error);
      }) as () => void);
    }

    override destroy(sid: string, callback?: (err?: unknown) => void): void {
      lastRenewals.delete(sid);
      super.destroy(sid, callback);
    }
  }

  return new HotPathStore({
    pool: options.pool,
    tableName: 'session',
    createTableIfMissing: false,
    errorLog: options.errorLog,
  });
};
