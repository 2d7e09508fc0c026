import { createPortalStore } from '../store/store';
import { json, mockGateway } from '../testing/mockGateway';
import { makeUser } from '../testing';
import { forgetCsrfToken } from '../api/csrfBaseQuery';
import { sessionApi } from './sessionApi';
import { selectSessionStatus, selectUser } from './sessionSlice';

describe('session bootstrap', () => {
  beforeEach(() => forgetCsrfToken());

  test('a 401 from GET /api/auth/user means signed out', async () => {
    mockGateway({
      'GET /api/auth/user': () => json({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' }, 401),
    });
    const store = createPortalStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(selectUser(store.getState())).toBeNull();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
  });

  test('a user answer puts that user in the shared session slice', async () => {
    const user = makeUser({ firstName: 'Ada', isAdmin: true, roles: ['traveller', 'admin'] });
    mockGateway({ 'GET /api/auth/user': () => json(user) });
    const store = createPortalStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(selectUser(store.getState())).toEqual(user);
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
  });

  test('sign-out sends the CSRF token, then the session slice is signed out', async () => {
    const { calls } = mockGateway({
      'GET /api/auth/user': () => json(makeUser()),
      'GET /api/csrf-token': () => json({ csrfToken: 'token-1' }),
      'POST /api/auth/logout': () => json({ success: true }),
    });
    const store = createPortalStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    const logout = calls.find((c) => c.path === '/api/auth/logout');
    expect(logout?.headers.get('X-CSRF-Token')).toBe('token-1');
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
  });
});

describe('sign-in', () => {
  beforeEach(() => forgetCsrfToken());

  test('a sign-in resolves only once the session slice knows the user, and the next call fetches a new CSRF token', async () => {
    const user = makeUser({ username: 'ada' });
    let signedIn = false;
    let issued = 0;
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: `token-${++issued}` }),
      'POST /api/auth/login': () => ((signedIn = true), json({ success: true, user })),
      'GET /api/auth/user': () =>
        signedIn ? json(user) : json({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' }, 401),
      'POST /api/auth/logout': () => json({ success: true }),
    });
    const store = createPortalStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(selectSessionStatus(store.getState())).toBe('signed-out');

    const result = await store.dispatch(sessionApi.endpoints.login.initiate({ username: 'ada', password: 'secret' }));

    expect(result.data).toEqual({ success: true, user });
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
    expect(selectUser(store.getState())).toEqual(user);
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({ username: 'ada', password: 'secret' });
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(calls.find((c) => c.path === '/api/auth/logout')?.headers.get('X-CSRF-Token')).toBe('token-2');
  });

  test("a refused sign-in leaves the session as it was and returns the gateway's message", async () => {
    mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
      'POST /api/auth/login': () =>
        json({ message: 'Invalid username or password', error: 'INVALID_CREDENTIALS' }, 401),
      'GET /api/auth/user': () => json({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' }, 401),
    });
    const store = createPortalStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());

    const result = await store.dispatch(sessionApi.endpoints.login.initiate({ username: 'ada', password: 'wrong' }));

    expect(result.error).toMatchObject({ status: 401, data: { message: 'Invalid username or password' } });
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
  });
});
