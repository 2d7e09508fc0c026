import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signIn, signInAs } from '../../../test/users';

const repoRoot = path.resolve(__dirname, '../../../..');

/** The documented command, as an operator types it, against this test's database. */
const adminCreate = (t: TestApp, username: string, env: NodeJS.ProcessEnv = {}) =>
  promisify(execFile)('npm', ['run', '--silent', 'admin:create', '-w', 'gateway', '--', username], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent', ...env },
  });

describe('the first admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No ADMIN_USERNAME / ADMIN_PASSWORD: what `npm start` does on a fresh machine.
    t = await createTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('when the portal starts for the first time, then the seeded admin (password printed once) can open the admin settings', async () => {
    const password = t.seededAdmin?.generatedPassword as string;
    expect(t.seededAdmin).toMatchObject({ username: 'admin', action: 'created' });

    const { agent } = await signIn(t, 'admin', password);

    await agent.get('/api/admin/settings').expect(200);
  });

  test('when `npm run admin:create -w gateway -- <new name>` runs, then that admin exists with the generated password it printed', async () => {
    const { stdout } = await adminCreate(t, 'opsadmin', { ADMIN_PASSWORD: '' });

    expect(stdout).toContain('Admin account created');
    const password = /password: (\S+)/.exec(stdout)?.[1] as string;
    const { agent } = await signIn(t, 'opsadmin', password);
    await agent.get('/api/admin/settings').expect(200);
  }, 60_000);

  test('when it names an existing traveller, then they become an admin at once (roles are read on every request), password kept', async () => {
    const jane = await signInAs(t, 'janeops', ['traveller']);
    await jane.agent.get('/api/admin/settings').expect(403);

    const { stdout } = await adminCreate(t, 'janeops');

    expect(stdout).toContain('janeops is now an admin');
    await jane.agent.get('/api/admin/settings').expect(200);
  }, 60_000);
});
