import request from 'supertest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../src/http/session';
import { bookingBody, createOfferPicker, passengersFor, searchJfkLhr, traveller } from '../bookingStories';
import { ADMIN, cookieFrom, createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const MINUTE = 60_000;
/** `portal.sid=...` as a Cookie header would carry it. */
const sidCookie = (res: request.Response) => cookieFrom(res, 'portal.sid')?.split(';')[0];
/** The store's key of a cookie value: `s:<sid>.<signature>`, URL-encoded. */
const sidOf = (cookie: string) => /^portal\.sid=s%3A([^.]+)\./.exec(cookie)?.[1] as string;

const signedIn = async () => {
  const agent = request.agent(t.app);
  const token = await csrfToken(agent);
  const login = await agent.post('/api/auth/login').set('X-CSRF-Token', token).send(ADMIN).expect(200);
  return { agent, cookie: sidCookie(login) as string, token: await csrfToken(agent) };
};
const whoIs = (cookie: string) => request(t.app).get('/api/auth/user').set('Cookie', cookie);
const storedRow = async (cookie: string) =>
  (await t.sessionPool.query<{ expire: Date }>('SELECT expire FROM session WHERE sid = $1', [sidOf(cookie)])).rows[0];

/** Moves a stored session's clock instead of waiting: what the server would see that much later. */
const idleFor = (cookie: string, ms: number) =>
  t.sessionPool.query(
    `UPDATE session SET expire = now() + make_interval(secs => $2::double precision / 1000) WHERE sid = $1`,
    [sidOf(cookie), SESSION_IDLE_MS - ms],
  );
const signedInAgo = (cookie: string, ms: number) =>
  t.sessionPool.query(
    `UPDATE session SET sess = jsonb_set(sess::jsonb, '{createdAt}', to_jsonb($2::bigint))::json WHERE sid = $1`,
    [sidOf(cookie), Date.now() - ms],
  );

describe('session fixation', () => {
  test('when a victim signs in with a session id an attacker planted, then the id changes and the planted one stays signed out', async () => {
    const planted = sidCookie(await request(t.app).get('/api/csrf-token').expect(200)) as string;
    const victim = request.agent(t.app);
    victim.jar.setCookie(`${planted}; Path=/`, '127.0.0.1', '/');
    const token = await csrfToken(victim);

    const login = await victim.post('/api/auth/login').set('X-CSRF-Token', token).send(ADMIN).expect(200);

    expect(sidCookie(login)).toBeDefined();
    expect(sidOf(sidCookie(login) as string)).not.toBe(sidOf(planted));
    await whoIs(planted).expect(401);
    expect(await storedRow(planted)).toBeUndefined();
  });

  test('when a cookie names a session id the server never issued, then it is not adopted', async () => {
    const forged = 'portal.sid=s%3Aattacker-chosen-id.forgedsignature';

    const res = await request(t.app).get('/api/csrf-token').set('Cookie', forged).expect(200);

    expect(sidOf(sidCookie(res) as string)).not.toBe('attacker-chosen-id');
    expect((await t.sessionPool.query('SELECT 1 FROM session WHERE sid = $1', ['attacker-chosen-id'])).rowCount).toBe(
      0,
    );
  });

  test(
    'when a guest is signed in by their booking, then they get a new session id and the one from before the checkout is signed out',
    async () => {
      const guest = await traveller(t);
      const before = sidCookie(await guest.agent.get('/api/csrf-token').expect(200)) as string;
      const offers = await searchJfkLhr(t, guest, { adults: 1, children: 0, infants: 0 });
      const { offer } = await createOfferPicker(offers)(guest);

      const booked = await guest.book(bookingBody({ offer, passengers: passengersFor(offer) })).expect(201);

      expect(booked.body.accountCreated).toBe(true);
      expect(sidOf(sidCookie(booked) as string)).not.toBe(sidOf(before));
      await guest.get('/api/auth/user').expect(200);
      await whoIs(before).expect(401);
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('the idle timeout, enforced by the server', () => {
  test('when a request comes, then the stored session expires one idle period later (and the cookie says the same)', async () => {
    const { agent } = await signedIn();
    const res = await agent.get('/api/auth/user').expect(200);
    const cookie = sidCookie(res) as string;

    const expire = (await storedRow(cookie))?.expire.getTime() ?? 0;
    const cookieExpires = Date.parse(/Expires=([^;]+)/.exec(cookieFrom(res, 'portal.sid') as string)?.[1] ?? '');
    expect(Math.abs(expire - cookieExpires)).toBeLessThanOrEqual(1000);
    expect(SESSION_IDLE_MS).toBe(30 * MINUTE);
  });

  test('when a session has been idle for a minute less than the limit, then it is still signed in and its clock starts again', async () => {
    const { cookie } = await signedIn();
    await idleFor(cookie, SESSION_IDLE_MS - MINUTE);
    const nearlyExpired = (await storedRow(cookie))?.expire.getTime() ?? 0;

    await whoIs(cookie).expect(200);

    expect((await storedRow(cookie))?.expire.getTime()).toBeGreaterThan(nearlyExpired + 10 * MINUTE);
  });

  test('when a session has been idle for longer than the limit, then its cookie, replayed, is signed out and gets a new session', async () => {
    const { cookie } = await signedIn();
    await idleFor(cookie, SESSION_IDLE_MS + 1000);

    const res = await whoIs(cookie).expect(401);

    expect(sidCookie(res)).toBeUndefined();
    const fresh = await request(t.app).get('/api/csrf-token').set('Cookie', cookie).expect(200);
    expect(sidOf(sidCookie(fresh) as string)).not.toBe(sidOf(cookie));
  });
});

describe('the absolute lifetime, enforced by the server', () => {
  test('when a session was signed in a minute less than the limit ago, then it is still signed in', async () => {
    const { cookie } = await signedIn();
    await signedInAgo(cookie, SESSION_ABSOLUTE_MS - MINUTE);

    await whoIs(cookie).expect(200);
    expect(SESSION_ABSOLUTE_MS).toBe(12 * 60 * MINUTE);
  });

  test('when a session in constant use was signed in longer ago than the limit, then it ends: signed out, row deleted, CSRF token void', async () => {
    const { agent, cookie, token } = await signedIn();
    await signedInAgo(cookie, SESSION_ABSOLUTE_MS + MINUTE);

    await agent.get('/api/auth/user').expect(401);

    expect(await storedRow(cookie)).toBeUndefined();
    await whoIs(cookie).expect(401);
    const res = await agent
      .post('/api/auth/change-password')
      .set('X-CSRF-Token', token)
      .send({ currentPassword: ADMIN.password, newPassword: 'Another-password-1!' })
      .expect(403);
    expect(res.body.error).toBe('CSRF_INVALID');
  });

  test('when a guest session outlives the limit, then it is replaced as well', async () => {
    const agent = request.agent(t.app);
    const first = sidCookie(await agent.get('/api/csrf-token').expect(200)) as string;
    await signedInAgo(first, SESSION_ABSOLUTE_MS + MINUTE);

    const next = sidCookie(await agent.get('/api/csrf-token').expect(200)) as string;

    expect(sidOf(next)).not.toBe(sidOf(first));
    expect(await storedRow(first)).toBeUndefined();
  });
});

describe('sign-out', () => {
  test('when a user signs out, then the server forgets the session: the old cookie and token, replayed, get nothing', async () => {
    const { agent, cookie, token } = await signedIn();

    await agent.post('/api/auth/logout').set('X-CSRF-Token', token).expect(200);

    expect(await storedRow(cookie)).toBeUndefined();
    await whoIs(cookie).expect(401);
    await request(t.app).get('/api/bookings').set('Cookie', cookie).expect(401);
    const replay = await request(t.app)
      .post('/api/admin/login')
      .set('Cookie', cookie)
      .set('X-CSRF-Token', token)
      .send({})
      .expect(403);
    expect(replay.body.error).toBe('CSRF_INVALID');
  });

  test("when one session signs out, then the same user's other sessions stay signed in", async () => {
    const first = await signedIn();
    const second = await signedIn();

    await first.agent.post('/api/auth/logout').set('X-CSRF-Token', first.token).expect(200);

    await whoIs(second.cookie).expect(200);
  });
});
