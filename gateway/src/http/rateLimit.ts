import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { AppError } from './errors';

export interface RateLimitOptions {
  /** Names the counter, e.g. 'contact' or 'login-ip': lower-case letters, digits and hyphens. */
  name: string;
  /** Requests allowed per window; the next one is refused until the window ends. */
  limit: number;
  windowMs: number;
  /** Whose requests are counted together; the client's address by default. */
  key?: (req: Request) => string;
}

export interface RateLimitHit {
  /** Requests counted in this window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

const NAME = /^[a-z0-9-]{1,64}$/;
const MAX_KEY_LENGTH = 200;

/** `req.ip` honours 'trust proxy': behind a trusted proxy it is the client's address, not the proxy's. */
export const byClientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** A caller-chosen key (a username, say) is bounded: long ones are counted by their hash. */
const storedKey = (name: string, key: string): string =>
  `${name}:${key.length > MAX_KEY_LENGTH ? createHash('sha256').update(key).digest('hex') : key}`;

// The window is computed from the database's clock, so gateways whose clocks differ still count
// into the same row.
const HIT_SQL = `
  INSERT INTO rate_limits (key, window_start, count)
  VALUES ($1, to_timestamp(floor(extract(epoch FROM clock_timestamp()) * 1000 / $2) * $2 / 1000.0), 1)
  ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
  RETURNING count, ceil(extract(epoch FROM window_start + $2 * interval '1 millisecond' - clock_timestamp()))::int AS retry_after`;

// Takes one back from the current window, never below zero.
const REFUND_SQL = `
  UPDATE rate_limits SET count = count - 1
  WHERE key = $1 AND count > 0
    AND window_start = to_timestamp(floor(extract(epoch FROM clock_timestamp()) * 1000 / $2) * $2 / 1000.0)`;

const SWEEP_SQL = `DELETE FROM rate_limits WHERE key LIKE $1 AND window_start < clock_timestamp() - $2 * interval '1 millisecond'`;

export const tooManyRequestsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

/**
 * A fixed-window limiter whose counters live in PostgreSQL (table rate_limits), so every gateway
 * instance on the database shares them. One upsert per counted request; windows that have ended
 * are deleted now and then by the instance that opens a new one.
 */
export const createRateLimiter = (sequelize: Sequelize) => {
  const lastSweep = new Map<string, number>();

  const sweepIfDue = async (name: string, windowMs: number): Promise<void> => {
    if (Date.now() - (lastSweep.get(name) ?? 0) < windowMs) return;
    lastSweep.set(name, Date.now());
    await sequelize.query(SWEEP_SQL, { bind: [`${name}:%`, windowMs] });
  };

  /** Counts one request for (name, key) in the current window. */
  const hit = async (name: string, key: string, windowMs: number): Promise<RateLimitHit> => {
    const [row] = await sequelize.query<{ count: number; retry_after: number }>(HIT_SQL, {
      bind: [storedKey(name, key), windowMs],
      type: QueryTypes.SELECT,
    });
    if (!row) throw new Error('rate limit upsert returned no row');
    if (row.count === 1) await sweepIfDue(name, windowMs);
    return { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
  };

  /**
   * Takes back one request counted by `hit` in the current window. A limit on failures only
   * (sign-in attempts per username) counts every attempt up front, so a burst cannot overtake
   * the count, and gives the count back when the attempt succeeds.
   */
  const refund = async (name: string, key: string, windowMs: number): Promise<void> => {
    await sequelize.query(REFUND_SQL, { bind: [storedKey(name, key), windowMs] });
  };

  const rateLimit = ({ name, limit, windowMs, key = byClientIp }: RateLimitOptions): RequestHandler => {
    if (!NAME.test(name)) throw new Error(`rate limit name "${name}": use lower-case letters, digits and hyphens`);
    if (!(Number.isInteger(limit) && limit > 0 && Number.isInteger(windowMs) && windowMs >= 1000)) {
      throw new Error(`rate limit "${name}": limit must be a positive integer and windowMs a whole number of milliseconds, at least 1000`);
    }
    return async (req, res, next) => {
      const { count, retryAfterSeconds } = await hit(name, key(req), windowMs);
      if (count <= limit) return next();
      res.set('Retry-After', String(retryAfterSeconds));
      throw new AppError('RATE_LIMITED', tooManyRequestsMessage(retryAfterSeconds), 429);
    };
  };

  return { hit, refund, rateLimit };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
export type RateLimit = RateLimiter['rateLimit'];
