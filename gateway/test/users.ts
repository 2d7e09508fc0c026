import request from 'supertest';
import type { Role } from '@portal/platform-common/contracts';
import { getModels } from '../src/db/models';
import { hashPassword } from '../src/modules/auth/password';
import { createUsersRepository } from '../src/modules/auth/users.repository';
import { csrfToken, type TestApp } from './testApp';

export interface SignedIn {
  agent: request.Agent;
  /** The CSRF token of the signed-in session. */
  token: string;
}

/** An agent signed in with these credentials, and its session's CSRF token. */
export const signIn = async (t: TestApp, username: string, password: string): Promise<SignedIn> => {
  const agent = request.agent(t.app);
  const token = await csrfToken(agent);
  await agent.post('/api/auth/login').set('X-CSRF-Token', token).send({ username, password }).expect(200);
  return { agent, token: await csrfToken(agent) };
};

/**
 * Creates a user with these roles through the users repository and signs them in. Their address
 * (`<username>@example.org`) is confirmed, as an established account's is, unless told otherwise.
 */
export const signInAs = async (
  t: TestApp,
  username: string,
  roles: Role[],
  { emailConfirmed = true } = {},
): Promise<SignedIn> => {
  const password = `${username}-Password-1!`;
  const user = await createUsersRepository(getModels(t.sequelize)).create({
    username,
    email: `${username}@example.org`,
    firstName: username,
    lastName: 'Test',
    passwordHash: await hashPassword(password),
    roles,
  });
  if (emailConfirmed) await t.sessionPool.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [user.id]);
  return signIn(t, username, password);
};

/** A visitor with a session and a CSRF token but nobody signed in. */
export const guest = async (t: TestApp): Promise<SignedIn> => {
  const agent = request.agent(t.app);
  return { agent, token: await csrfToken(agent) };
};
