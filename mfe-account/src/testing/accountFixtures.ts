import { json } from '@portal/platform/testing';

/** The gateway's CSRF token route, which every state-changing call needs first. */
export const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'test-token' }) };

export const notAuthenticated = () => json({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' }, 401);

/** A fetch that never reached the gateway. */
export const networkDown = (): Response => {
  throw new TypeError('Failed to fetch');
};
