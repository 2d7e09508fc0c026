import { api } from './baseApi';
import { forgetCsrfToken } from './csrfBaseQuery';
import { createPortalStore } from '../store/store';
import { json, mockGateway } from '../testing/mockGateway';

const echoApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveThing: build.mutation<{ ok: boolean }, { name: string }>({
      query: (body) => ({ url: 'things', method: 'POST', body }),
    }),
  }),
});

describe('csrfBaseQuery', () => {
  beforeEach(() => forgetCsrfToken());

  test('fetches the token once and sends it with every state-changing call', async () => {
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'abc' }),
      'POST /api/things': () => json({ ok: true }),
    });
    const store = createPortalStore();
    await store.dispatch(echoApi.endpoints.saveThing.initiate({ name: 'one' }));
    await store.dispatch(echoApi.endpoints.saveThing.initiate({ name: 'two' }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/csrf-token',
      'POST /api/things',
      'POST /api/things',
    ]);
    expect(calls.filter((c) => c.method === 'POST').every((c) => c.headers.get('X-CSRF-Token') === 'abc')).toBe(true);
  });

  test('a stale token is refreshed once and the call repeated', async () => {
    let issued = 0;
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: `t${++issued}` }),
      'POST /api/things': ({ headers }) =>
        headers.get('X-CSRF-Token') === 't2'
          ? json({ ok: true })
          : json({ message: 'Invalid or missing CSRF token', error: 'CSRF_INVALID' }, 403),
    });
    const store = createPortalStore();
    const result = await store.dispatch(echoApi.endpoints.saveThing.initiate({ name: 'x' }));
    expect(result.data).toEqual({ ok: true });
    expect(calls.filter((c) => c.path === '/api/csrf-token')).toHaveLength(2);
  });

  test('every call names the brand the page is shown under', async () => {
    window.history.replaceState({}, '', '/search?brand=sunjet.travel');
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'abc' }),
      'POST /api/things': () => json({ ok: true }),
    });
    const store = createPortalStore();
    await store.dispatch(echoApi.endpoints.saveThing.initiate({ name: 'one' }));
    expect(calls.map((c) => c.headers.get('X-Brand'))).toEqual(['sunjet.travel', 'sunjet.travel']);
    window.history.replaceState({}, '', '/');
  });

  test('a ?brand= preview still names its brand after the app navigates to an address without it', async () => {
    window.history.replaceState({}, '', '/?brand=sunjet.travel');
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'abc' }),
      'POST /api/things': () => json({ ok: true }),
    });
    const store = createPortalStore();
    await store.dispatch(echoApi.endpoints.saveThing.initiate({ name: 'before' }));
    window.history.pushState({}, '', '/search?origin=LHR&destination=JFK');
    await store.dispatch(echoApi.endpoints.saveThing.initiate({ name: 'after' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.headers.get('X-Brand'))).toEqual([
      'sunjet.travel',
      'sunjet.travel',
    ]);
    window.sessionStorage.clear();
    window.history.replaceState({}, '', '/');
  });

  test('a second rejection is returned, not retried forever', async () => {
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'x' }),
      'POST /api/things': () => json({ message: 'Invalid or missing CSRF token', error: 'CSRF_INVALID' }, 403),
    });
    const store = createPortalStore();
    const result = await store.dispatch(echoApi.endpoints.saveThing.initiate({ name: 'x' }));
    expect(result.error).toMatchObject({ status: 403 });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });
});
