import request from 'supertest';
import { cookieFrom, csrfToken, type TestApp } from '../../../test/testApp';

/**
 * A browser for the auth stories: its own cookie jar, its CSRF token and its own client address
 * (the test app trusts the loopback proxy, so X-Forwarded-For names the client). Each story
 * gets a fresh address so the per-address sign-in limit counts only what that story sends.
 */
export interface Visitor {
  agent: request.Agent;
  token: string;
  ip: string;
  post(path: string, body?: object): request.Test;
  get(path: string): request.Test;
  /** Asks for the session's token again (it changes when the session id does). */
  refreshToken(): Promise<string>;
}

let lastAddress = 0;
/** Addresses from TEST-NET-2 (RFC 5737), one per call. */
export const newAddress = (): string => {
  lastAddress += 1;
  return `198.51.${100 + Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

export const visitor = async (t: TestApp, ip = newAddress()): Promise<Visitor> => {
  const agent = request.agent(t.app);
  const v: Visitor = {
    agent,
    ip,
    token: await csrfToken(agent),
    post: (path, body = {}) => agent.post(path).set('X-Forwarded-For', ip).set('X-CSRF-Token', v.token).send(body),
    get: (path) => agent.get(path).set('X-Forwarded-For', ip),
    refreshToken: async () => (v.token = await csrfToken(agent)),
  };
  return v;
};

/** A valid registration; override what the story is about. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.org',
  username: 'janedoe',
  password: 'Jane-Doe-Travels-2026',
  terms: true,
  ...overrides,
});

/** Registers through the API, signs in, and returns the signed-in visitor with a fresh token. */
export const registeredAndSignedIn = async (t: TestApp, username: string, password: string): Promise<Visitor> => {
  const v = await visitor(t);
  await v
    .post('/api/auth/register', registration({ username, email: `${username}@example.org`, password }))
    .expect(202);
  await v.post('/api/auth/login', { username, password }).expect(200);
  await v.refreshToken();
  return v;
};

/** The session cookie (name=value) a response set, if any. */
export const sessionCookie = (res: request.Response): string | undefined =>
  cookieFrom(res, 'portal.sid')?.split(';')[0];

/** Fixed windows are slots of the clock: a story must not straddle the end of one. */
export const awayFromWindowEdge = async (windowMs: number, margin = 5000): Promise<void> => {
  const left = windowMs - (Date.now() % windowMs);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 100));
};
