import type { Request, RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Logger } from './logger';
import { createRequestSessions } from './sessions/requestSession';
import { createSessionStore } from './sessions/sessionStore';

export const SESSION_COOKIE = 'portal.sid';
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** A session's stored expiry is renewed at most this often per process (the cookie on every answer). */
export const SESSION_RENEWAL_INTERVAL_MS = 60 * 1000;

/** Starts the absolute-lifetime clock; called wherever a session first gets something to keep. */
export const stampSession = (req: Request): void => {
  req.session.createdAt ??= Date.now();
};

const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/' } as const;
export const clearSessionCookie = (res: { clearCookie(name: string, options: object): void }) =>
  res.clearCookie(SESSION_COOKIE, cookieOptions);

/**
 * Sessions in PostgreSQL (the `session` table comes from the migrations; http/sessions/). The
 * cookie (HttpOnly, SameSite=Lax, Secure on https) is renewed on every answer and the row's expiry
 * at most once a minute, so the cookie's lifetime is an idle timeout, enforced by the server to
 * within that minute and never later; the absolute lifetime is enforced below.
 */
export const createSessionMiddleware = (options: { pool: Pool; secret: string; logger: Logger }): RequestHandler[] => {
  const store = createSessionStore({
    pool: options.pool,
    touchIntervalMs: SESSION_RENEWAL_INTERVAL_MS,
    onPruneError: (err) => options.logger.error({ err }, 'expired sessions could not be deleted'),
  });
  const sessions = createRequestSessions({
    store,
    cookieName: SESSION_COOKIE,
    secret: options.secret,
    idleMs: SESSION_IDLE_MS,
    onStoreError: (err, req, write) =>
      (req.log ?? options.logger).error({ err }, write === 'save' ? 'session not saved' : 'session expiry not renewed'),
  });
  return [sessions, enforceAbsoluteLifetime];
};

const enforceAbsoluteLifetime: RequestHandler = (req, _res, next) => {
  const { createdAt } = req.session;
  if (createdAt === undefined || Date.now() - createdAt <= SESSION_ABSOLUTE_MS) return next();
  // regenerate destroys the stored session and gives this request a fresh, empty one.
  req.session.regenerate((error) => next(error));
};
