import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './portalEnv';

/** Signs in through the gateway's real endpoints, so the browser context carries the session cookie. */
export const signInAsAdmin = async (request: APIRequestContext) => {
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const response = await request.post('/api/auth/login', {
    data: E2E_ADMIN,
    headers: { 'X-CSRF-Token': csrfToken },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
};
