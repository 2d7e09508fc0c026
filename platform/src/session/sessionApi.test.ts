import { createPortalStore } from '../store/store';
import { json, mockGateway } from '../testing/mockGateway';
import { makeUser } from '../testing';
import { sessionApi } from './sessionApi';
import { selectSessionStatus, selectUser } from './sessionSlice';

describe('session bootstrap', () => {
  test('a 401 from GET /api/auth/user means signed out', async () => {
    mockGateway({ 'GET /api/auth/user': () => json({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' }, 401) });
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
