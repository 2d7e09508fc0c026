import type { RequestInfo, RequestInit } from 'node-fetch';
import { browser, roundTrip } from '../../../test/flightStories';
import { ADMIN, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signIn, type SignedIn } from '../../../test/users';

const LIVE_TOKEN = 'duffel_live_not_a_real_token';
const LIVE_API = 'https://api.duffel.com/';

/**
 * Stands in for Duffel's live API: the SDK's requests to api.duffel.com are recorded, then
 * answered by the in-process sandbox (which, like Duffel, refuses live tokens: the token is
 * swapped only after it was recorded). Everything else goes out untouched.
 */
const mockLiveApi = { calls: [] as { url: string; authorization: string }[], sandbox: '' };
function mockRoute(fetch: (url: RequestInfo, init?: RequestInit) => Promise<unknown>, url: RequestInfo, init: RequestInit = {}) {
  if (typeof url !== 'string' || !url.startsWith(LIVE_API)) return fetch(url, init);
  const headers = { ...(init.headers as Record<string, string>) };
  mockLiveApi.calls.push({ url, authorization: headers.Authorization ?? '' });
  return fetch(`${mockLiveApi.sandbox}${url.slice(LIVE_API.length)}`, { ...init, headers: { ...headers, Authorization: 'Bearer duffel_test_standing_in_for_live' } });
}
jest.mock('node-fetch', () => {
  const actual = jest.requireActual('node-fetch');
  const routed = (url: RequestInfo, init?: RequestInit) => mockRoute(actual, url, init);
  return Object.assign(routed, actual, { default: routed });
});

let t: TestApp;
let admin: SignedIn;
let traveller: Awaited<ReturnType<typeof browser>>;
beforeAll(async () => {
  t = await createTestApp({ DUFFEL_LIVE_TOKEN: LIVE_TOKEN, STRIPE_LIVE_KEY: 'sk_live_not_a_real_key', SANDBOX_CONTROLS: 'on' }, { listen: true });
  mockLiveApi.sandbox = `${t.origin}/sandbox/duffel/`;
  admin = await signIn(t, ADMIN.username, ADMIN.password);
  traveller = await browser(t);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const setMode = (enableLiveMode: boolean) => admin.agent.post('/api/admin/settings').set('X-CSRF-Token', admin.token).send({ enableLiveMode }).expect(200);

describe('switching mode switches the flight provider\'s credentials, without a restart', () => {
  test('when in test mode, then a search goes to the sandbox with a test token, and nothing to the live API', async () => {
    await traveller.resetCalls();

    await traveller.search(roundTrip(t, 'JFK', 'CDG')).expect(200);

    expect(await traveller.duffelCalls()).toMatchObject({ 'POST air/offer_requests': 1 });
    expect(mockLiveApi.calls).toEqual([]);
  });

  test('when an admin switches to live, then the next search goes to api.duffel.com with the live token', async () => {
    await setMode(true);

    const res = await traveller.search(roundTrip(t, 'JFK', 'CDG')).expect(200);

    expect(res.body.offers.length).toBeGreaterThan(0);
    expect(mockLiveApi.calls[0]).toEqual({ url: expect.stringMatching(/^https:\/\/api\.duffel\.com\/air\/offer_requests/), authorization: `Bearer ${LIVE_TOKEN}` });
    expect(mockLiveApi.calls.every((call) => call.authorization === `Bearer ${LIVE_TOKEN}`)).toBe(true);
  });

  test('when in live mode, then the sandbox controls are gone (the sandbox is for test mode only)', async () => {
    await traveller.agent.get('/api/sandbox/stats').expect(404);
  });

  test('when an admin switches back to test, then searches use the sandbox again', async () => {
    await setMode(false);
    mockLiveApi.calls.length = 0;

    await traveller.search(roundTrip(t, 'LHR', 'JFK')).expect(200);

    expect(mockLiveApi.calls).toEqual([]);
  });
});
