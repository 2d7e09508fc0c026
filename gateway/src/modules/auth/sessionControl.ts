import type { Request } from 'express';
import { stampSession } from '../../http/session';

const promisify = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/**
 * Signs the user in under a new session id, so an id planted or seen before (session fixation,
 * a copied cookie) is worthless. The old session's row is deleted.
 */
export const startUserSession = async (req: Request, userId: string): Promise<void> => {
  await promisify((done) => req.session.regenerate(done));
  req.session.userId = userId;
  stampSession(req);
};

/** A new id for the same signed-in session; its absolute lifetime still counts from sign-in. */
export const rotateSessionId = async (req: Request): Promise<void> => {
  const { userId, createdAt } = req.session;
  await promisify((done) => req.session.regenerate(done));
  if (userId) req.session.userId = userId;
  if (createdAt !== undefined) req.session.createdAt = createdAt;
  stampSession(req);
};

/** Deletes the server-side session: its cookie, replayed, finds nothing. */
export const endSession = (req: Request): Promise<void> => promisify((done) => req.session.destroy(done));
