import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { AppError } from './errors';

export interface RateLimitRule {
  /** Requests allowed in any window of windowMs (sliding, see createRateLimiter). */
  limit: number;
  windowMs: number;
}

export interface RateLimitOptions extends RateLimitRule {
  /** Names the counter, e.g. 'contact' or 'login-ip': lower-case letters, digits and hyphens. */
  name: string;
  /**
   * Whose requests are counted together; the client's address by default. A key of null skips
   * this limit for the request (a per-session limit on a visitor without a session, say).
   */
  key?: (req: Request) => string | null;
}

export interface RateLimitHit {
  /** False when the request would go over the limit: it was not counted. */
  allowed: boolean;
  /** Seconds until a request would be allowed again if none came meanwhile (at least 1). */
  retryAfterSeconds: number;
  /** The sliding window's estimate of the requests counted before this one (a weighted sum, so it may be fractional). */
  countedBefore: number;
}

const NAME = /^[a-z0-9-]{1,64}$/;
const MAX_KEY_LENGTH = 200;

/** `req.ip` honours 'trust proxy': behind a trusted proxy it is the client's address, not the proxy's. */
export const byClientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * The visitor's session once it is stored (it has been stamped: a CSRF token, a sign-in), by a
 * hash of its id so the counters never hold a usable session id; null for a visitor without
 * one, whose requests only the per-address limits count.
 */
export const bySession = (req: Request): string | null =>
  req.session?.createdAt !== undefined && req.sessionID
    ? createHash('sha256').update(req.sessionID).digest('base64url')
    : null;

/** A caller-chosen key (a username, say) is bounded: long ones are counted by their hash. */
const storedKey = (name: string, key: string): string =>
  `${name}:${key.length > MAX_KEY_LENGTH ? createHash('sha256').update(key).digest('hex') : key}`;

// Sliding window, approximated from two fixed windows: the requests counted in the previous
// window weigh by the share of it the sliding window still overlaps, so a burst at the end of
// one window and the start of the next cannot double the limit. One statement per request: it
// reads the previous window's count and counts this request in the current window only if the
// estimate stays within the limit (a refused request is not counted, so Retry-After holds).
// Windows come from the database's clock, so gateways whose clocks differ count the same rows.
// $1 key, $2 windowMs, $3 limit, $4 a shift of the clock in ms (tests; 0 otherwise).
const HIT_SQL = `
  WITH clock AS (SELECT clock_timestamp() + $4 * interval '1 millisecond' AS now),
  win AS (SELECT now, to_timestamp(floor(extract(epoch FROM now) * 1000 / $2) * $2 / 1000.0) AS start FROM clock),
  prev AS (
    SELECT coalesce((SELECT r.count FROM rate_limits r WHERE r.key = $1 AND r.window_start = win.start - $2 * interval '1 millisecond'), 0) AS count,
           1 - extract(epoch FROM win.now - win.start) * 1000 / $2 AS weight
    FROM win),
  counted AS (
    INSERT INTO rate_limits AS r (key, window_start, count)
    SELECT $1, win.start, 1 FROM win, prev WHERE prev.count * prev.weight + 1 <= $3
    ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + 1
      WHERE (SELECT prev.count * prev.weight FROM prev) + r.count + 1 <= $3
    RETURNING r.count)
  SELECT (SELECT count(*) FROM counted)::int AS counted,
         coalesce((SELECT count FROM counted), (SELECT r.count FROM rate_limits r, win WHERE r.key = $1 AND r.window_start = win.start), 0)::int AS current,
         prev.count::int AS previous,
         (extract(epoch FROM win.now - win.start) * 1000)::float8 AS elapsed_ms
  FROM prev, win`;

// Takes one back from the newest of the current and previous windows that has one, never below zero.
const REFUND_SQL = `
  WITH win AS (SELECT to_timestamp(floor(extract(epoch FROM clock_timestamp() + $3 * interval '1 millisecond') * 1000 / $2) * $2 / 1000.0) AS start)
  UPDATE rate_limits SET count = count - 1
  WHERE key = $1 AND window_start = (
    SELECT max(r.window_start) FROM rate_limits r, win
    WHERE r.key = $1 AND r.count > 0 AND r.window_start >= win.start - $2 * interval '1 millisecond')`;

// Rows older than two windows no longer weigh in anything.
const SWEEP_SQL = `DELETE FROM rate_limits WHERE key LIKE $1 AND window_start < clock_timestamp() + $3 * interval '1 millisecond' - 2 * $2 * interval '1 millisecond'`;

export const tooManyRequestsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

/** The 429 of a limit, Retry-After included, for code that has no response at hand. */
export const rateLimited = (retryAfterSeconds: number): AppError =>
  new AppError('RATE_LIMITED', tooManyRequestsMessage(retryAfterSeconds), 429, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

/**
 * How long until one more request fits: within the current window as the previous window's
 * weight fades, or else once the current window has become the previous one and faded enough.
 */
export const secondsUntilAllowed = (
  { limit, windowMs }: RateLimitRule,
  previous: number,
  current: number,
  elapsedMs: number,
): number => {
  let waitMs: number;
  if (current + 1 <= limit && previous > 0) {
    waitMs = windowMs * (1 - (limit - current - 1) / previous) - elapsedMs;
  } else {
    const intoNext = current > 0 ? windowMs * Math.max(0, 1 - (limit - 1) / current) : 0;
    waitMs = windowMs - elapsedMs + intoNext;
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
};

const checkRule = (name: string, { limit, windowMs }: RateLimitRule) => {
  if (!NAME.test(name)) throw new Error(`rate limit name "${name}": use lower-case letters, digits and hyphens`);
  if (!(Number.isInteger(limit) && limit > 0 && Number.isInteger(windowMs) && windowMs >= 1000)) {
    throw new Error(
      `rate limit "${name}": limit must be a positive integer and windowMs a whole number of milliseconds, at least 1000`,
    );
  }
};

/**
 * A sliding-window limiter whose counters live in PostgreSQL (table rate_limits, one row per key
 * and fixed window), so every gateway instance on the database shares them. One statement per
 * counted request; rows too old to weigh are deleted now and then by the instance that opens a
 * new window. `clockShiftMs` moves the limiter's idea of now (tests cross windows without waiting).
 */
export const createRateLimiter = (sequelize: Sequelize, clockShiftMs: () => number = () => 0) => {
  const lastSweep = new Map<string, number>();

  const sweepIfDue = async (name: string, windowMs: number): Promise<void> => {
    if (Date.now() - (lastSweep.get(name) ?? 0) < windowMs) return;
    lastSweep.set(name, Date.now());
    await sequelize.query(SWEEP_SQL, { bind: [`${name}:%`, windowMs, clockShiftMs()] });
  };

  /** Counts one request for (name, key) unless it would go over the rule's limit. */
  const hit = async (name: string, key: string, rule: RateLimitRule): Promise<RateLimitHit> => {
    const [row] = await sequelize.query<{ counted: number; current: number; previous: number; elapsed_ms: number }>(
      HIT_SQL,
      {
        bind: [storedKey(name, key), rule.windowMs, rule.limit, clockShiftMs()],
        type: QueryTypes.SELECT,
      },
    );
    if (!row) throw new Error('rate limit statement returned no row');
    if (row.counted === 1 && row.current === 1) await sweepIfDue(name, rule.windowMs);
    const countedBefore = row.previous * Math.max(0, 1 - row.elapsed_ms / rule.windowMs) + row.current - row.counted;
    return {
      allowed: row.counted === 1,
      retryAfterSeconds: secondsUntilAllowed(rule, row.previous, row.current, row.elapsed_ms),
      countedBefore,
    };
  };

  /**
   * Takes back one request counted by `hit`. A limit on failures only (sign-in attempts per
   * username) counts every attempt up front, so a burst cannot overtake the count, and gives the
   * count back when the attempt succeeds.
   */
  const refund = async (name: string, key: string, windowMs: number): Promise<void> => {
    await sequelize.query(REFUND_SQL, { bind: [storedKey(name, key), windowMs, clockShiftMs()] });
  };

  /**
   * Several limits on one request counted at once (one round trip's wait, not one per limit). As
   * with `hit`, a refused request is counted by none of them: the counts it took under the limits
   * that allowed it are given back. Refused, the wait is the longest of the refusing limits'.
   */
  const hitAll = async (
    counters: { name: string; key: string; rule: RateLimitRule }[],
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }> => {
    const hits = await Promise.all(counters.map(({ name, key, rule }) => hit(name, key, rule)));
    const refusals = hits.filter((counted) => !counted.allowed);
    if (!refusals.length) return { allowed: true, retryAfterSeconds: 0 };
    await Promise.all(
      counters
        .filter((_, index) => hits[index]?.allowed)
        .map(({ name, key, rule }) => refund(name, key, rule.windowMs)),
    );
    return { allowed: false, retryAfterSeconds: Math.max(...refusals.map((refused) => refused.retryAfterSeconds)) };
  };

  /** 429 with Retry-After and the spec's message when the request goes over. */
  const refuse = (res: { set(field: string, value: string): unknown }, retryAfterSeconds: number): never => {
    res.set('Retry-After', String(retryAfterSeconds));
    throw rateLimited(retryAfterSeconds);
  };

  const rateLimit = ({ name, limit, windowMs, key = byClientIp }: RateLimitOptions): RequestHandler => {
    checkRule(name, { limit, windowMs });
    return async (req, res, next) => {
      const who = key(req);
      if (who === null) return next();
      const { allowed, retryAfterSeconds } = await hit(name, who, { limit, windowMs });
      if (allowed) return next();
      refuse(res, retryAfterSeconds);
    };
  };

  return { hit, hitAll, refund, rateLimit, refuse };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
export type RateLimit = RateLimiter['rateLimit'];
