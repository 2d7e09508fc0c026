import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './portalEnv';

const csrfToken = async (request: APIRequestContext) =>
  ((await (await request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;

const post = async (request: APIRequestContext, url: string, data: Record<string, unknown>) => {
  const response = await request.post(url, { data, headers: { 'X-CSRF-Token': await csrfToken(request) } });
  if (!response.ok()) throw new Error(`${url} failed: ${response.status()} ${await response.text()}`);
};

/** Signs in through the gateway's real endpoints, so the browser context carries the session cookie. */
export const signInAsAdmin = (request: APIRequestContext) => post(request, '/api/auth/login', E2E_ADMIN);

/** Registers a new traveller and signs in as them, through the gateway's real endpoints. */
export const signInAsNewTraveller = async (request: APIRequestContext) => {
  const username = `first${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'First-load-password-1!';
  await post(request, '/api/auth/register', {
    username,
    email: `${username}@example.com`,
    firstName: 'Grace',
    lastName: 'Hopper',
    password,
    terms: true,
  });
  await post(request, '/api/auth/login', { username, password });
};
