import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { getModels } from '../../db/models';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signIn } from '../../../test/users';
import { hashPassword } from '../auth/password';
import { createUsersRepository } from '../auth/users.repository';
import { createEditorsService } from './editors.service';

const repoRoot = path.resolve(__dirname, '../../../..');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const users = () => createUsersRepository(getModels(t.sequelize));

describe('editor:create', () => {
  test('when the user exists, then they become an editor and keep their password and other roles', async () => {
    await users().create({
      username: 'ada',
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'L',
      passwordHash: await hashPassword('Ada-pass-1!'),
      roles: ['traveller', 'admin'],
    });

    const outcome = await createEditorsService(users()).createOrPromote('ADA');

    expect(outcome).toEqual({ username: 'ada', action: 'promoted' });
    const { agent } = await signIn(t, 'ada', 'Ada-pass-1!');
    expect((await agent.get('/api/auth/user').expect(200)).body.roles).toEqual(['traveller', 'admin', 'editor']);
  });

  test('when the user is already an editor, then nothing changes', async () => {
    expect(await createEditorsService(users()).createOrPromote('ada')).toEqual({
      username: 'ada',
      action: 'unchanged',
    });
    expect((await users().findByUsername('ada'))?.roles).toEqual(['traveller', 'admin', 'editor']);
  });

  test('when the user does not exist, then an editor is created with a generated password that can edit pages', async () => {
    const outcome = await createEditorsService(users()).createOrPromote('newed');

    expect(outcome).toMatchObject({
      username: 'newed',
      action: 'created',
      generatedPassword: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/),
    });
    const editor = await signIn(t, 'newed', outcome.generatedPassword as string);
    await editor.agent
      .put('/api/content/about/draft')
      .set('X-CSRF-Token', editor.token)
      .send({ title: 'About', body: 'Draft.' })
      .expect(200);
  });

  test('when run from the command line, then the password is printed once in the banner', async () => {
    const { stdout } = await promisify(execFile)(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['gateway/src/cli/editorCreate.ts', 'clieditor'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
      },
    );

    const password = /password: (\S+)/.exec(stdout)?.[1] as string;
    expect(stdout).toContain('Editor account created');
    expect(stdout).toContain('username: clieditor');
    expect((await users().findByUsername('clieditor'))?.roles).toEqual(['traveller', 'editor']);
    await signIn(t, 'clieditor', password);
  }, 30_000);
});
