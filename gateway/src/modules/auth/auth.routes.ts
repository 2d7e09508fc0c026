import { Router, type Request } from 'express';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { clearSessionCookie, stampSession } from '../../http/session';
import { validate } from '../../http/validate';
import type { AuthService } from './auth.service';

// The spec's messages (accounts-admin-content §5). To move to @portal/platform/contracts so the
// sign-in form shares it.
export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(64, 'Username is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password is too long'),
});

const promisify = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

const regenerate = (req: Request) => promisify((done) => req.session.regenerate(done));
const destroy = (req: Request) => promisify((done) => req.session.destroy(done));

export const createAuthRouter = (auth: AuthService) =>
  Router()
    .get('/api/auth/user', async (req, res) => {
      const user = req.session.userId ? await auth.sessionUser(req.session.userId) : null;
      if (!user) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated', 401);
      res.set('Cache-Control', 'no-store').json(user);
    })
    .post('/api/auth/login', validate(loginSchema, 'body'), async (req, res) => {
      const { username, password } = req.body as z.infer<typeof loginSchema>;
      const { userId, user } = await auth.login(username, password);
      // A new session id at sign-in, so an id planted before it (session fixation) is worthless.
      await regenerate(req);
      req.session.userId = userId;
      stampSession(req);
      res.json({ success: true, user });
    })
    .post('/api/auth/logout', async (req, res) => {
      await destroy(req);
      clearSessionCookie(res);
      res.json({ success: true });
    });
