import request from 'supertest';
import { SESSION_IDLE_MS, SESSION_RENEWAL_INTERVAL_MS } from '../../src/http/session';
import { ADMIN, cookieFrom, createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';

/**
 * The stored expiry of a session is renewed at most once a minute per gateway (a write per read
 * otherwise). These stories move the gateway's clock (Date only: timers, sockets and the database
 * run for real) to show what a user and an attacker holding an idle cookie still get.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

let start = 0;
beforeEach(() => {
  jest.useFakeTimers({
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  start = Date.now();
});
afterEach(() => jest.useRealTimers());

const MINUTE = 60_000;
const at = (ms: number) => jest.setSystemTime(start + ms);
const sidOf = (cookie: string) => /^portal\.sid=s%3A([^.]+)\./.exec(cookie)?.[1] as string;
const storedExpiry = async (cookie: string) =>
  (
    await t.sessionPool.query<{ expire: Date }>('SELECT expire FROM session WHERE sid = $1', [sidOf(cookie)])
  ).rows[0]?.expire.getTime();

const signIn = async () => {
  const agent = request.agent(t.app);
  const token = await csrfToken(agent);
  const login = await agent.post('/api/auth/login').set('X-CSRF-Token', token).send(ADMIN).expect(200);
  return (cookieFrom(login, 'portal.sid') as string).split(';')[0] as string;
};
const whoIs = (cookie: string) => request(t.app).get('/api/auth/user').set('Cookie', cookie);

test('when a signed-in user keeps using the portal every 20 minutes, then the session never ends', async () => {
  const cookie = await signIn();

  for (const minutes of [20, 40, 60, 80]) {
    at(minutes * MINUTE);
    await whoIs(cookie).expect(200);
  }
});

test('when a cookie is replayed once the idle limit has passed since its last use, then it is signed out, even if that use came seconds after a renewal', async () => {
  const cookie = await signIn();
  at(10_000);
  await whoIs(cookie).expect(200);
  at(50_000);
  await whoIs(cookie).expect(200);

  at(50_000 + SESSION_IDLE_MS + 1000);

  await whoIs(cookie).expect(401);
});

test('when a session is used again within a minute of its last renewal, then its stored expiry is not written again; after that minute it is', async () => {
  expect(SESSION_RENEWAL_INTERVAL_MS).toBe(MINUTE);
  const cookie = await signIn();
  at(10_000);
  await whoIs(cookie).expect(200);
  const renewed = await storedExpiry(cookie);

  at(50_000);
  const within = await whoIs(cookie).expect(200);

  // The cookie is renewed on every answer all the same.
  expect(cookieFrom(within, 'portal.sid')).toBeDefined();
  expect(await storedExpiry(cookie)).toBe(renewed);
  at(10_000 + MINUTE + 1000);
  await whoIs(cookie).expect(200);
  expect(await storedExpiry(cookie)).toBeGreaterThan((renewed ?? 0) + MINUTE);
});
