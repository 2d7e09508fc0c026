import { sign } from 'cookie-signature';
import express, { type ErrorRequestHandler } from 'express';
import request from 'supertest';
import { createMemorySessionStore, type MemorySessionStore } from '../../../test/support/memorySessionStore';
import { createRequestSessions } from './requestSession';

const SECRET = 'test-session-secret-that-is-long-enough';
const IDLE_MS = 30 * 60 * 1000;

const appWith = (memory: MemorySessionStore, trustProxy: string | boolean = 'loopback') => {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(
    createRequestSessions({
      store: memory.store,
      cookieName: 'portal.sid',
      secret: SECRET,
      idleMs: IDLE_MS,
      onStoreError: () => undefined,
    }),
  );
  app.get('/look', (req, res) => {
    res.json({ id: req.sessionID, userId: req.session.userId ?? null });
  });
  app.get('/keep/:userId', (req, res) => {
    req.session.userId = req.params.userId;
    req.session.createdAt ??= 1;
    res.json({ id: req.sessionID });
  });
  app.get('/sign-in', (req, res, next) => {
    req.session.regenerate((error) => {
      if (error) return next(error);
      req.session.userId = 'signed-in';
      res.json({ id: req.sessionID, createdAt: req.session.createdAt ?? null });
    });
  });
  app.get('/expire', (req, res, next) => {
    req.session.regenerate((error) => (error ? next(error) : res.json({ id: req.sessionID })));
  });
  app.get('/sign-out', (req, res, next) => {
    req.session.destroy((error) =>
      error ? next(error) : res.json({ left: (req as { session?: unknown }).session ?? null }),
    );
  });
  const storeDown: ErrorRequestHandler = (error: Error, _req, res, _next) => {
    res.status(503).json({ error: error.message });
  };
  app.use(storeDown);
  return app;
};

const setCookieOf = (res: request.Response): string | undefined =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith('portal.sid='));
/** The cookie as a browser sends it back. */
const sentBack = (res: request.Response) => setCookieOf(res)?.split(';')[0] as string;
const signedCookie = (id: string) => `portal.sid=${encodeURIComponent(`s:${sign(id, SECRET)}`)}`;

let memory: MemorySessionStore;
let app: express.Express;
beforeEach(() => {
  memory = createMemorySessionStore();
  app = appWith(memory);
});

/** A session stored under a cookie, as a signed-in visitor has one. */
const storedSession = async (userId = 'someone') => {
  const res = await request(app).get(`/keep/${userId}`).expect(200);
  return { id: res.body.id as string, cookie: sentBack(res) };
};

describe('the cookie', () => {
  test("when a session gets something to keep, then its cookie is 's:' and cookie-signature's value for the stored id, HttpOnly, SameSite=Lax, for one idle period", async () => {
    const before = Date.now();
    const res = await request(app).get('/keep/u1').expect(200);

    const line = setCookieOf(res) as string;
    expect(decodeURIComponent(/^portal\.sid=([^;]+)/.exec(line)?.[1] ?? '')).toBe(`s:${sign(res.body.id, SECRET)}`);
    expect(line).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)?.[1] ?? '');
    expect(expires).toBeGreaterThan(before + IDLE_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + IDLE_MS);
    expect(memory.rows.get(res.body.id)?.fields).toMatchObject({ userId: 'u1', createdAt: 1 });
  });

  test('when a session gets nothing, then it gets no cookie and no row', async () => {
    const res = await request(app).get('/look').expect(200);

    expect(setCookieOf(res)).toBeUndefined();
    expect(memory.rows.size).toBe(0);
    expect(memory.calls.saves).toEqual([]);
  });

  test('when a stored session comes back unchanged, then the cookie that came is set again with a later expiry, and only its expiry is renewed in the store', async () => {
    const { id, cookie } = await storedSession();

    const res = await request(app).get('/look').set('Cookie', cookie).expect(200);

    expect(res.body).toEqual({ id, userId: 'someone' });
    expect(sentBack(res)).toBe(cookie);
    expect(memory.calls.saves).toEqual([id]);
    expect(memory.calls.touches).toEqual([id]);
  });

  test.each([
    ['secure through a trusted proxy', 'loopback', { 'X-Forwarded-Proto': 'https' }, true],
    ['plain http', 'loopback', {}, false],
    ['claimed secure by an untrusted proxy', false, { 'X-Forwarded-Proto': 'https' }, false],
  ])(
    'when the request is %s, then the cookie is Secure only if the request was',
    async (_story, trust, headers, secure) => {
      const res = await request(appWith(memory, trust)).get('/keep/u1').set(headers).expect(200);

      expect(/; Secure(;|$)/.test(setCookieOf(res) as string)).toBe(secure);
    },
  );
});

describe('a cookie that is not ours', () => {
  test.each([
    ['unsigned', (id: string) => `portal.sid=${id}`],
    // One character of the id changed (to 'x', or to 'y' when it already is 'x': 1 id in 64 ends in 'x').
    [
      'tampered with',
      (id: string) => signedCookie(id).replace(id, `${id.slice(0, -1)}${id.endsWith('x') ? 'y' : 'x'}`),
    ],
    [
      'signed with another secret',
      (id: string) => `portal.sid=s%3A${encodeURIComponent(sign(id, 'another-secret-that-is-long'))}`,
    ],
  ])(
    'when a cookie comes %s, then the store is not asked, and the request gets a fresh session of its own',
    async (_story, forge) => {
      const { id } = await storedSession();

      const look = await request(app).get('/look').set('Cookie', forge(id)).expect(200);
      const keep = await request(app).get('/keep/attacker').set('Cookie', forge(id)).expect(200);

      expect(look.body.userId).toBeNull();
      expect(setCookieOf(look)).toBeUndefined();
      expect(memory.calls.reads).toEqual([]);
      expect(keep.body.id).not.toBe(id);
      expect(memory.rows.get(id)?.fields.userId).toBe('someone');
    },
  );

  test('when a correctly signed cookie names a session the store does not have (ended, expired), then a fresh one starts without a cookie', async () => {
    const res = await request(app).get('/look').set('Cookie', signedCookie('gone')).expect(200);

    expect(memory.calls.reads).toEqual(['gone']);
    expect(res.body.id).not.toBe('gone');
    expect(setCookieOf(res)).toBeUndefined();
  });
});

describe('what is stored', () => {
  test('when a session is changed, then it is saved in full; when a field is set to the value it had, nothing is saved', async () => {
    const { id, cookie } = await storedSession('first');

    await request(app).get('/keep/second').set('Cookie', cookie).expect(200);
    await request(app).get('/keep/second').set('Cookie', cookie).expect(200);

    expect(memory.calls.saves).toEqual([id, id]);
    expect(memory.calls.touches).toEqual([id]);
    expect(memory.rows.get(id)?.fields).toMatchObject({ userId: 'second', createdAt: 1 });
  });

  test("when a session is saved, then its row keeps express-session's cookie settings, so a replica still running it reads the row", async () => {
    const { id } = await storedSession();

    expect(memory.rows.get(id)?.fields.cookie).toEqual({
      originalMaxAge: IDLE_MS,
      expires: expect.any(String),
      secure: false,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    });
  });

  test('when a row written by express-session is read, then its cookie settings are no field of the session and it is not written again', async () => {
    memory.rows.set('old', {
      fields: {
        cookie: { originalMaxAge: IDLE_MS, expires: '2026-11-26T10:00:00.000Z', httpOnly: true, path: '/' },
        userId: 'old-user',
      },
      expires: Date.now() + IDLE_MS,
    });

    const res = await request(app).get('/look').set('Cookie', signedCookie('old')).expect(200);

    expect(res.body).toEqual({ id: 'old', userId: 'old-user' });
    expect(memory.calls.saves).toEqual([]);
    expect(memory.calls.touches).toEqual(['old']);
  });

  test('when the store cannot be read, then the error goes to the error handlers', async () => {
    memory.store.read = () => Promise.reject(new Error('the store is down'));

    const res = await request(app).get('/look').set('Cookie', signedCookie('any')).expect(503);

    expect(res.body.error).toBe('the store is down');
  });
});

describe('regenerate and destroy', () => {
  test('when a session is regenerated, then its row is deleted and the request goes on with an empty session under a new id', async () => {
    const { id, cookie } = await storedSession();

    const res = await request(app).get('/sign-in').set('Cookie', cookie).expect(200);

    expect(res.body.id).not.toBe(id);
    expect(res.body.createdAt).toBeNull();
    expect(memory.calls.destroys).toEqual([id]);
    expect(memory.rows.has(id)).toBe(false);
    expect(memory.rows.get(res.body.id)?.fields).toMatchObject({ userId: 'signed-in' });
    expect(sentBack(res)).toBe(signedCookie(res.body.id));
  });

  test('when a session is regenerated and the new one gets nothing, then neither is stored and no cookie is set', async () => {
    const { id, cookie } = await storedSession();

    const res = await request(app).get('/expire').set('Cookie', cookie).expect(200);

    expect(res.body.id).not.toBe(id);
    expect(memory.rows.size).toBe(0);
    expect(setCookieOf(res)).toBeUndefined();
    const next = await request(app).get('/look').set('Cookie', cookie).expect(200);
    expect(next.body.userId).toBeNull();
  });

  test("when a stored row has keys named like the session's methods, then they stay methods", async () => {
    memory.rows.set('odd', {
      fields: { userId: 'odd-user', regenerate: 'x', destroy: 1, constructor: 'y' },
      expires: Date.now() + IDLE_MS,
    });

    const res = await request(app).get('/sign-in').set('Cookie', signedCookie('odd')).expect(200);

    expect(memory.rows.has('odd')).toBe(false);
    expect(memory.rows.get(res.body.id)?.fields).toMatchObject({ userId: 'signed-in' });
  });

  test('when a session is destroyed, then its row is deleted, the request has no session left and gets no cookie', async () => {
    const { id, cookie } = await storedSession();

    const res = await request(app).get('/sign-out').set('Cookie', cookie).expect(200);

    expect(res.body.left).toBeNull();
    expect(memory.rows.has(id)).toBe(false);
    expect(setCookieOf(res)).toBeUndefined();
    expect(memory.calls.saves).toEqual([id]);
  });
});
