import request from 'supertest';
import { dumpDatabase } from '../bookingEvidence';
import { createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { sessionFor, type Actor } from './cast';
import { apiRoutes, concretePath, isStateChanging, routeKey, type ApiRoute } from './routeTable';

const CSRF_INVALID = { message: 'Invalid or missing CSRF token', error: 'CSRF_INVALID' };
/** Routes called by a provider rather than a browser: no session, their own proof of origin instead. */
const SIGNED_BY_PROVIDER = ['POST /api/webhooks/stripe'];
/** The links in price alert e-mails: the signed or one-time token in the link is the proof (a mail client posts it alone). */
const SIGNED_LINKS = ['POST /api/alerts/links/confirm', 'POST /api/alerts/links/unsubscribe'];

let t: TestApp;
let admin: Actor;
let unsafe: ApiRoute[];

/** The data as a dump would show it, in a stable order, less the session expiry that every answer renews (rolling). */
const snapshot = async () =>
  (await dumpDatabase(t))
    .replace(/"expire":"[^"]*"/g, '')
    .split('\n')
    .sort()
    .join('\n');

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' });
  unsafe = apiRoutes(t.app).filter(
    (route) => isStateChanging(route) && ![...SIGNED_BY_PROVIDER, ...SIGNED_LINKS].includes(routeKey(route)),
  );
  admin = await sessionFor(t, 'admin');
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('CSRF on every state-changing /api route, as enumerated from the app', () => {
  test('there are state-changing routes to check, each with a sample path', () => {
    expect(unsafe.length).toBeGreaterThanOrEqual(20);
    for (const route of unsafe) expect(concretePath(route.path)).toMatch(/^\/api\//);
  });

  test("when a signed-in admin sends no token, a wrong token or another session's token, then 403 CSRF_INVALID and no data changes", async () => {
    const otherSessionsToken = await csrfToken(request.agent(t.app));
    const before = await snapshot();
    const refused: string[] = [];
    for (const route of unsafe) {
      for (const [how, token] of [
        ['no token', undefined],
        ['a wrong token', 'x'.repeat(64)],
        ["another session's token", otherSessionsToken],
      ] as const) {
        const res = await admin.send(route.method, concretePath(route.path), {
          body: {},
          csrf: false,
          headers: token
            ? { 'X-CSRF-Token': token, 'Idempotency-Key': 'csrf-probe' }
            : { 'Idempotency-Key': 'csrf-probe' },
        });
        if (res.status !== 403 || JSON.stringify(res.body) !== JSON.stringify(CSRF_INVALID))
          refused.push(`${routeKey(route)} with ${how}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }

    expect(refused).toEqual([]);
    expect(await snapshot()).toBe(before);
    await admin.send('GET', '/api/auth/user').expect(200);
  }, 30_000);

  test('the Stripe webhook takes no CSRF token and makes no session: what Stripe did not sign is a 400 and changes nothing', async () => {
    // Each post is counted by the webhook's rate limit; nothing else may change.
    const withoutCounts = async () =>
      (await snapshot())
        .split('\n')
        .filter((line) => !line.startsWith('-- rate_limits') && !line.includes('"key":"stripe-webhooks:'))
        .join('\n');
    const before = await withoutCounts();
    const res = await request(t.app)
      .post('/api/webhooks/stripe')
      .set('X-CSRF-Token', 'forged')
      .send({ id: 'evt_1', object: 'event' })
      .expect(400);
    expect(res.body.error).toBe('WEBHOOK_SIGNATURE_MISSING');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await withoutCounts()).toBe(before);
  });

  test('the price alert e-mail links take no CSRF token and make no session: a forged token is a 400 and changes nothing', async () => {
    // Each post is counted by the links' rate limit; nothing else may change.
    const withoutCounts = async () =>
      (await snapshot())
        .split('\n')
        .filter((line) => !line.startsWith('-- rate_limits') && !line.includes('"key":"alert-links:'))
        .join('\n');
    const before = await withoutCounts();
    for (const path of SIGNED_LINKS.map((key) => key.replace('POST ', ''))) {
      const res = await request(t.app)
        .post(`${path}?token=00000000-0000-4000-8000-000000000000.forged`)
        .set('X-CSRF-Token', 'forged')
        .expect(400);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await withoutCounts()).toBe(before);
  });

  test('when a visitor with no session at all sends any token, then 403 CSRF_INVALID', async () => {
    const refused: string[] = [];
    for (const route of unsafe) {
      const res = await request(t.app)
        [route.method.toLowerCase() as 'post'](concretePath(route.path))
        .set('X-CSRF-Token', 'forged')
        .send({});
      if (res.status !== 403 || res.body.error !== 'CSRF_INVALID') refused.push(`${routeKey(route)}: ${res.status}`);
    }

    expect(refused).toEqual([]);
  });

  test("when the same requests carry the session's own token, then none is refused for CSRF (the 403s above came from the check)", async () => {
    const passed: string[] = [];
    for (const route of unsafe) {
      // A session of its own per route: sign-out or a password change must not spoil the next one.
      const fresh = await sessionFor(t, 'admin');
      const res = await fresh.send(route.method, concretePath(route.path), {
        body: {},
        headers: { 'Idempotency-Key': `csrf-control-${route.path}` },
      });
      if (res.body?.error !== 'CSRF_INVALID') passed.push(routeKey(route));
    }

    expect(passed).toEqual(unsafe.map(routeKey));
  }, 60_000);
});
