import type { RequestInfo, RequestInit } from 'node-fetch';
import { browser, duffelSandboxAt, roundTrip } from '../../../test/flightStories';
import { ADMIN, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signIn, type SignedIn } from '../../../test/users';

const LIVE_TOKEN = 'duffel_live_not_a_real_token';
const LIVE_API = 'https://api.duffel.com/';

/**
 * Stands in for Duffel's live API: the SDK's requests to api.duffel.com are recorded, then
 * answered by the in-process sandbox (which, like Duffel, refuses live tokens: the token is
 * swapped only after it was recorded). Everything else goes out untouched.
 */
const mockLiveApi = { calls: [] as { url: string; authorization: string }[], sandbox: '', sandboxToken: '' };
function mockRoute(
  fetch: (url: RequestInfo, init?: RequestInit) => Promise<unknown>,
  url: RequestInfo,
  init: RequestInit = {},
) {
  if (typeof url !== 'string' || !url.startsWith(LIVE_API)) return fetch(url, init);
  const headers = { ...(init.headers as Record<string, string>) };
  mockLiveApi.calls.push({ url, authorization: headers.Authorization ?? '' });
  return fetch(`${mockLiveApi.sandbox}${url.slice(LIVE_API.length)}`, {
    ...init,
    headers: { ...headers, Authorization: `Bearer ${mockLiveApi.sandboxToken}` },
  });
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
  // Without the sandbox controls: with them on, live mode is refused (sandbox.test.ts).
  t = await createTestApp(
    { DUFFEL_LIVE_TOKEN: LIVE_TOKEN, STRIPE_LIVE_KEY: 'sk_live_not_a_real_key' },
    { listen: true },
  );
  const sandbox = duffelSandboxAt(t);
  mockLiveApi.sandbox = `${sandbox.origin}/`;
  mockLiveApi.sandboxToken = sandbox.token;
  admin = await signIn(t, ADMIN.username, ADMIN.password);
  traveller = await browser(t);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** Searches the Duffel sandbox was asked for (its own count: the controls are off here). */
const sandboxSearches = () => t.duffelSandbox?.controls.stats()['offer_requests.create'] ?? 0;

const setMode = (enableLiveMode: boolean) =>
  admin.agent.post('/api/admin/settings').set('X-CSRF-Token', admin.token).send({ enableLiveMode }).expect(200);

describe("switching mode switches the flight provider's credentials, without a restart", () => {
  test('when in test mode, then a search goes to the sandbox with a test token, and nothing to the live API', async () => {
    const before = sandboxSearches();

    await traveller.search(roundTrip(t, 'JFK', 'CDG')).expect(200);

    expect(sandboxSearches()).toBe(before + 1);
    expect(mockLiveApi.calls).toEqual([]);
  });

  test('when an admin switches to live, then the next search goes to api.duffel.com with the live token', async () => {
    await setMode(true);

    const res = await traveller.search(roundTrip(t, 'JFK', 'CDG')).expect(200);

    expect(res.body.offers.length).toBeGreaterThan(0);
    expect(mockLiveApi.calls[0]).toEqual({
      url: expect.stringMatching(/^https:\/\/api\.duffel\.com\/air\/offer_requests/),
      authorization: `Bearer ${LIVE_TOKEN}`,
    });
    expect(mockLiveApi.calls.every((call) => call.authorization === `Bearer ${LIVE_TOKEN}`)).toBe(true);
  });

  test('when an admin switches back to test, then searches use the sandbox again', async () => {
    await setMode(false);
    mockLiveApi.calls.length = 0;

    await traveller.search(roundTrip(t, 'LHR', 'JFK')).expect(200);

    expect(mockLiveApi.calls).toEqual([]);
  });
});
