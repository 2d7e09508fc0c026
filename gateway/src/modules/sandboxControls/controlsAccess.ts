import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { AuthGuards } from '../../http/auth';
import { AppError } from '../../http/errors';

/** The header a test harness sends SANDBOX_CONTROLS_TOKEN in. */
export const CONTROLS_TOKEN_HEADER = 'X-Sandbox-Controls-Token';
const CONTROLS_PATH = /^\/api\/sandbox(\/|$)/;

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Runs one guard to its verdict: resolves when it calls next(), rejects with what it threw or passed on. */
const passes = (handler: RequestHandler, req: Request, res: Response): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    try {
      void Promise.resolve(handler(req, res, (error?: unknown) => (error ? reject(error) : resolve()))).catch(reject);
    } catch (error) {
      reject(error);
    }
  });

/**
 * Who may use the sandbox controls: a signed-in admin, or a caller that sends the deployment's
 * SANDBOX_CONTROLS_TOKEN (test harnesses: fault runs, e2e, load scripts). A token caller needs no
 * session and no CSRF token: a browser cannot be made to send a custom header to another origin
 * without a CORS preflight this gateway never grants, and the secret itself is the proof.
 */
export const createControlsAccess = ({ token, guards }: { token?: string; guards: AuthGuards }) => {
  const expected = token ? digest(token) : null;

  /** undefined: no header sent; else whether it is the configured token. */
  const tokenVerdict = (req: Request): boolean | undefined => {
    const given = req.get(CONTROLS_TOKEN_HEADER);
    if (given === undefined) return undefined;
    return expected !== null && timingSafeEqual(digest(given), expected);
  };

  /** A request to the controls carrying the right token: CSRF does not apply to it. */
  const isTokenCaller = (req: Request): boolean => CONTROLS_PATH.test(req.originalUrl) && tokenVerdict(req) === true;

  const adminOnly = guards.requireRole('admin');
  const guard: RequestHandler = async (req, res, next) => {
    const verdict = tokenVerdict(req);
    if (verdict === false)
      throw new AppError(
        'SANDBOX_CONTROLS_TOKEN_INVALID',
        `The ${CONTROLS_TOKEN_HEADER} header does not match this deployment's sandbox controls token.`,
        401,
      );
    // No token: the gateway's own guards, as on the admin routes (401 signed out, 403 not an admin).
    if (verdict === undefined) for (const handler of adminOnly) await passes(handler, req, res);
    next();
  };

  return { isTokenCaller, guard };
};

export type ControlsAccess = ReturnType<typeof createControlsAccess>;
