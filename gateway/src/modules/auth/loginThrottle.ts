import { setTimeout as sleep } from 'node:timers/promises';
import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../../http/errors';
import { byClientIp, type RateLimiter, type RateLimitRule } from '../../http/rateLimit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface LoginLimits {
  /** Failed sign-ins from one address, at any account: bounds what one client can guess and the hashing work it can ask for. */
  perIp: RateLimitRule;
  /** Failed sign-ins at one account from one address: stops the guesser there, not the owner elsewhere. */
  perAccountAndIp: RateLimitRule;
  /**
   * Failed sign-ins at one account from anywhere. Past it the account is under attack: a client
   * that has been failing waits, a client with no recent failure still gets through, slowed.
   */
  perAccount: RateLimitRule;
  /** Failures from one address after which each of its sign-ins waits `slowdownMs` first. */
  slowAfterIpFailures: number;
  slowdownMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  perIp: { limit: 20, windowMs: FIFTEEN_MINUTES },
  perAccountAndIp: { limit: 5, windowMs: FIFTEEN_MINUTES },
  perAccount: { limit: 10, windowMs: FIFTEEN_MINUTES },
  slowAfterIpFailures: 3,
  slowdownMs: 1000,
};

export const tooManySignInAttemptsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

const refuse = (res: Response, retryAfterSeconds: number): never => {
  res.set('Retry-After', String(retryAfterSeconds));
  throw new AppError('RATE_LIMITED', tooManySignInAttemptsMessage(retryAfterSeconds), 429);
};

/** A sign-in let through: its counts are handed back if the password was right. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Sign-in throttling on the shared PostgreSQL counters (every gateway instance sees the same
 * counts). Each count is taken before the password is checked, so parallel guesses cannot slip
 * past it, and handed back when the attempt succeeds: only failures add up. Nothing here stops
 * a client with no recent failures from signing in with the right password, so a guesser cannot
 * lock the owner out (issue 20); see the README's security section.
 */
export const createLoginThrottle = (
  { hit, refund }: Pick<RateLimiter, 'hit' | 'refund'>,
  limits = LOGIN_LIMITS,
  wait: (ms: number) => Promise<unknown> = sleep,
) => {
  const failuresFromIp = new WeakMap<Request, number>();

  return {
    /** Counted before validation: a script sending garbage is throttled like one guessing. */
    perIp: (async (req, res, next) => {
      const { allowed, retryAfterSeconds, countedBefore } = await hit('login-ip', byClientIp(req), limits.perIp);
      if (!allowed) refuse(res, retryAfterSeconds);
      failuresFromIp.set(req, countedBefore);
      next();
    }) satisfies RequestHandler,

    /** `account` is the auth service's signInKey: one account whichever of its names was typed. */
    async attempt(account: string, req: Request, res: Response): Promise<SignInAttempt> {
      const ipFailures = failuresFromIp.get(req) ?? 0;
      const pairKey = `${account}|${byClientIp(req)}`;
      const pair = await hit('login-pair', pairKey, limits.perAccountAndIp);
      if (!pair.allowed) refuse(res, pair.retryAfterSeconds);

      const accountHit = await hit('login-account', account, limits.perAccount);
      const underAttack = !accountHit.allowed;
      if (underAttack && (pair.countedBefore >= 1 || ipFailures >= 1)) {
        await refund('login-pair', pairKey, limits.perAccountAndIp.windowMs);
        refuse(res, accountHit.retryAfterSeconds);
      }
      if (underAttack || ipFailures >= limits.slowAfterIpFailures) await wait(limits.slowdownMs);

      return {
        // Many people behind one address may sign in; an owner's success clears their own trail.
        succeeded: async () => {
          await refund('login-pair', pairKey, limits.perAccountAndIp.windowMs);
          if (!underAttack) await refund('login-account', account, limits.perAccount.windowMs);
          await refund('login-ip', byClientIp(req), limits.perIp.windowMs);
        },
      };
    },
  };
};
