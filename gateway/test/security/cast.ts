import request from 'supertest';
import { newAddress } from '../bookingStories';
import { ADMIN, csrfToken, type TestApp } from '../testApp';
import { signIn, signInAs } from '../users';
import type { Role } from './accessMatrix';
import type { Method } from './routeTable';

/** One person at one browser: their session, its CSRF token and their own client address. */
export interface Actor {
  role: Role;
  agent: request.Agent;
  token: string;
  ip: string;
  send(
    method: Method,
    path: string,
    options?: { body?: object; headers?: Record<string, string>; csrf?: boolean },
  ): request.Test;
}

const actor = (role: Role, agent: request.Agent, token: string, ip = newAddress()): Actor => ({
  role,
  agent,
  token,
  ip,
  send(method, path, { body, headers = {}, csrf = true } = {}) {
    const call = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path)
      .set('X-Forwarded-For', ip)
      .set(headers);
    if (csrf && method !== 'GET') call.set('X-CSRF-Token', token);
    return body === undefined ? call : call.send(body);
  },
});

const CREDENTIALS: Record<Exclude<Role, 'guest'>, { username: string; roles: ('traveller' | 'editor')[] }> = {
  traveller: { username: 'sec-ada', roles: ['traveller'] },
  otherTraveller: { username: 'sec-bob', roles: ['traveller'] },
  editor: { username: 'sec-eve', roles: ['traveller', 'editor'] },
  admin: { username: ADMIN.username, roles: [] },
};

const passwordOf = (role: Exclude<Role, 'guest'>) =>
  role === 'admin' ? ADMIN.password : `${CREDENTIALS[role].username}-Password-1!`;

/** A new session for the role (a sign-in for everyone but the guest). */
export const sessionFor = async (t: TestApp, role: Role): Promise<Actor> => {
  if (role === 'guest') {
    const agent = request.agent(t.app);
    return actor(role, agent, await csrfToken(agent));
  }
  const { agent, token } = await signIn(t, CREDENTIALS[role].username, passwordOf(role));
  return actor(role, agent, token);
};

/** The five people of the security suites: a guest, two travellers, an editor and the seeded admin. */
export const createCast = async (t: TestApp): Promise<Record<Role, Actor>> => {
  const registered = async (role: 'traveller' | 'otherTraveller' | 'editor') => {
    const { agent, token } = await signInAs(t, CREDENTIALS[role].username, CREDENTIALS[role].roles);
    return actor(role, agent, token);
  };
  return {
    guest: await sessionFor(t, 'guest'),
    traveller: await registered('traveller'),
    otherTraveller: await registered('otherTraveller'),
    editor: await registered('editor'),
    admin: await sessionFor(t, 'admin'),
  };
};
