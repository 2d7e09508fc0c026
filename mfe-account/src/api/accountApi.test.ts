import { createPortalStore, forgetCsrfToken, sessionApi } from '@portal/platform';
import { json, mockGateway } from '@portal/platform/testing';
import { accountApi } from './accountApi';

beforeEach(() => forgetCsrfToken());

describe('registration and password change', () => {
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

    const result = await store.dispatch(accountApi.endpoints.register.initiate(body));

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
      accountApi.endpoints.changePassword.initiate({ currentPassword: 'old', newPassword: 'New-Password-1!' }),
    );
    await store.dispatch(sessionApi.endpoints.logout.initiate());

    expect(result.data).toEqual({ success: true, message: 'Your password has been updated' });
    expect(calls.find((c) => c.path === '/api/auth/change-password')?.headers.get('X-CSRF-Token')).toBe('token-1');
    expect(calls.find((c) => c.path === '/api/auth/logout')?.headers.get('X-CSRF-Token')).toBe('token-2');
  });
});
