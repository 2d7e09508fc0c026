import request from 'supertest';
import { prepareDatabase } from '../../db/prepare';
import { getModels } from '../../db/models';
import { createLogger } from '../../http/logger';
import { createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { createAdminsService } from './admins.service';
import { hashPassword } from './password';
import { createUsersRepository } from './users.repository';

const signIn = async (t: TestApp, username: string, password: string) => {
  const agent = request.agent(t.app);
  const token = await csrfToken(agent);
  return agent.post('/api/auth/login').set('X-CSRF-Token', token).send({ username, password });
};

describe('the admin account at start-up, with no ADMIN_USERNAME / ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('when no admin exists, then "admin" is created with a generated 20-character password that works', async () => {
    expect(t.seededAdmin).toMatchObject({ username: 'admin', action: 'created' });
    const password = t.seededAdmin?.generatedPassword as string;
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);

    const res = await signIn(t, 'admin', password);

    expect(res.status).toBe(200);
    expect(res.body.user.isAdmin).toBe(true);
  });

  test('when the gateway starts again, then no new password is generated (nothing to print)', async () => {
    const again = await prepareDatabase(t.sequelize, t.config, createLogger('silent'));

    expect(again).toBeNull();
  });
});

describe('the admin account at start-up, with ADMIN_USERNAME / ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'First-password-1!' });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test("when the password in the environment changes, then the next start makes it the admin's password", async () => {
    const config = { ...t.config, admin: { username: 'ops', password: 'Second-password-2!' } };

    const outcome = await prepareDatabase(t.sequelize, config, createLogger('silent'));

    expect(outcome).toMatchObject({ username: 'ops', action: 'updated' });
    expect((await signIn(t, 'ops', 'First-password-1!')).status).toBe(401);
    expect((await signIn(t, 'ops', 'Second-password-2!')).status).toBe(200);
  });

  test('when the seeds run again, then brands edited since are left alone', async () => {
    const { Brand } = getModels(t.sequelize);
    await Brand.update({ name: 'SkyTeal Renamed' }, { where: { key: 'default' } });

    await prepareDatabase(t.sequelize, t.config, createLogger('silent'));

    expect((await Brand.findByPk('default'))?.name).toBe('SkyTeal Renamed');
    expect(await Brand.count()).toBe(3);
  });
});

describe('admin:create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('when the user exists as a traveller, then they become an admin and keep their password', async () => {
    const users = createUsersRepository(getModels(t.sequelize));
    await users.create({
      username: 'jane',
      email: 'jane@example.org',
      firstName: 'Jane',
      lastName: 'Doe',
      passwordHash: await hashPassword('Jane-pass-1!'),
      roles: ['traveller'],
    });

    const outcome = await createAdminsService(users).createOrPromote('Jane');

    expect(outcome).toEqual({ username: 'jane', action: 'promoted' });
    const res = await signIn(t, 'jane', 'Jane-pass-1!');
    expect(res.body.user).toMatchObject({ isAdmin: true, roles: ['traveller', 'admin'] });
  });

  test('when the user does not exist and no password is given, then one is generated', async () => {
    const outcome = await createAdminsService(createUsersRepository(getModels(t.sequelize))).createOrPromote(
      'newadmin',
    );

    expect(outcome.action).toBe('created');
    expect((await signIn(t, 'newadmin', outcome.generatedPassword as string)).status).toBe(200);
  });
});
