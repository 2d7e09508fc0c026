import express from 'express';
import request from 'supertest';
import { createAuthGuards, type CurrentUser } from '../src/http/auth';
import { errorHandler } from '../src/http/errors';
import { createLogger } from '../src/http/logger';

const users: Record<string, CurrentUser> = {
  t1: { id: 't1', username: 'traveller', roles: ['traveller'] },
  a1: { id: 'a1', username: 'admin', roles: ['traveller', 'admin'] },
};

/** A bare app whose "session" is whatever the X-Test-User header says. */
const appWithGuards = () => {
  const { requireUser, requireRole } = createAuthGuards(async (id) => users[id] ?? null);
  const app = express();
  app.use((req, _res, next) => {
    Object.assign(req, { session: { userId: req.get('X-Test-User') } });
    next();
  });
  app.get('/me', requireUser, (req, res) => res.json({ username: req.currentUser?.username }));
  app.get('/admin', ...requireRole('admin'), (_req, res) => res.json({ ok: true }));
  app.use(errorHandler(createLogger('silent')));
  return app;
};

describe('route guards', () => {
  const app = appWithGuards();

  test('when nobody is signed in, then requireUser answers 401 NOT_AUTHENTICATED', async () => {
    const res = await request(app).get('/me').expect(401);

    expect(res.body).toEqual({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' });
  });

  test('when the session names a user that no longer exists, then 401', async () => {
    await request(app).get('/me').set('X-Test-User', 'gone').expect(401);
  });

  test('when a traveller asks for an admin route, then 403 FORBIDDEN', async () => {
    const res = await request(app).get('/admin').set('X-Test-User', 't1').expect(403);

    expect(res.body.error).toBe('FORBIDDEN');
  });

  test('when an admin asks for an admin route, then it goes through', async () => {
    await request(app).get('/admin').set('X-Test-User', 'a1').expect(200, { ok: true });
    await request(app).get('/me').set('X-Test-User', 'a1').expect(200, { username: 'admin' });
  });
});
