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

describe('sign-in, registration and password change', () => {
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

  test('a registration posts the five fields and the terms with the CSRF token and leaves the visitor signed out', async () => {
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
      'POST /api/auth/register': () => json({ success: true, message: 'Check your e-mail to finish signing up.' }, 202),
    });
    const store = createPortalStore();
    const body = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      username: 'ada',
      password: 'Analytical-Engine-1843',
      terms: true as const,
    };

    const result = await store.dispatch(sessionApi.endpoints.register.initiate(body));

    expect(result.data).toEqual({ success: true, message: 'Check your e-mail to finish signing up.' });
    const call = calls.find((c) => c.path === '/api/auth/register');
    expect(call?.body).toEqual(body);
    expect(call?.headers.get('X-CSRF-Token')).toBe('token');
  });

  test('after a password change the session id is new, so the next call fetches a new CSRF token', async () => {
    let issued = 0;
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: `token-${++issued}` }),
      'POST /api/auth/change-password': () => json({ success: true, message: 'Your password has been updated' }),
      'POST /api/auth/logout': () => json({ success: true }),
    });
    const store = createPortalStore();

    const result = await store.dispatch(
      sessionApi.endpoints.changePassword.initiate({ currentPassword: 'old', newPassword: 'New-Password-1!' }),
    );
    await store.dispatch(sessionApi.endpoints.logout.initiate());

    expect(result.data).toEqual({ success: true, message: 'Your password has been updated' });
    expect(calls.find((c) => c.path === '/api/auth/change-password')?.headers.get('X-CSRF-Token')).toBe('token-1');
    expect(calls.find((c) => c.path === '/api/auth/logout')?.headers.get('X-CSRF-Token')).toBe('token-2');
  });
});
