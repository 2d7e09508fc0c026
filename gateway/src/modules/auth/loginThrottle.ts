import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../../http/errors';
import { byClientIp, type RateLimiter } from '../../http/rateLimit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const LOGIN_LIMITS = {
  /** Every attempt from one address, right or wrong: bounds the hashing work one client can ask for. */
  perIp: { limit: 20, windowMs: FIFTEEN_MINUTES },
  /** Failed attempts at one username, from anywhere: bounds password guessing. */
  perUsername: { limit: 5, windowMs: FIFTEEN_MINUTES },
};

export const tooManySignInAttemptsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

const refuse = (res: Response, retryAfterSeconds: number): never => {
  res.set('Retry-After', String(retryAfterSeconds));
  throw new AppError('RATE_LIMITED', tooManySignInAttemptsMessage(retryAfterSeconds), 429);
};

/** Usernames are one account in any case, so their attempts are counted together. */
const usernameKey = (username: string) => username.trim().toLowerCase();

/**
 * Sign-in throttling on the shared PostgreSQL counters. The per-username count is taken before
 * the password is checked, so parallel guesses cannot slip past it, and handed back when the
 * attempt succeeds: only failures add up, per username and per address.
 */
export const createLoginThrottle = ({ hit, refund }: Pick<RateLimiter, 'hit' | 'refund'>, limits = LOGIN_LIMITS) => ({
  perIp: (async (req, res, next) => {
    const { allowed, retryAfterSeconds } = await hit('login-ip', byClientIp(req), limits.perIp);
    if (!allowed) refuse(res, retryAfterSeconds);
    next();
  }) satisfies RequestHandler,

  async attempt(username: string, res: Response): Promise<void> {
    const { allowed, retryAfterSeconds } = await hit('login-user', usernameKey(username), limits.perUsername);
    if (!allowed) refuse(res, retryAfterSeconds);
  },

  /** A successful sign-in gives both counts back: many people behind one address may sign in. */
  async succeeded(username: string, req: Request): Promise<void> {
    await refund('login-user', usernameKey(username), limits.perUsername.windowMs);
    await refund('login-ip', byClientIp(req), limits.perIp.windowMs);
  },
});
