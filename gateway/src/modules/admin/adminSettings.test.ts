import request from 'supertest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminSettingsSchema, auditPageSchema } from '@portal/platform-common/contracts';
import { repoRoot } from '../../config';
import { getModels } from '../../db/models';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signIn, type SignedIn } from '../../../test/users';
import { ADMIN } from '../../../test/testApp';

const PLATFORM_RANGE = `^${(JSON.parse(readFileSync(path.join(repoRoot, 'platform', 'package.json'), 'utf8')) as { version: string }).version}`;

const LIVE_CREDENTIALS = {
  DUFFEL_LIVE_TOKEN: 'duffel_live_not_a_real_token',
  STRIPE_LIVE_KEY: 'sk_live_not_a_real_key',
};

const setMode = ({ agent, token }: SignedIn, enableLiveMode: unknown) =>
  agent.post('/api/admin/settings').set('X-CSRF-Token', token).send({ enableLiveMode });

const auditRows = (t: TestApp) => getModels(t.sequelize).AdminAudit.findAll({ order: [['id', 'ASC']], raw: true });

describe('admin settings without live credentials (the default: sandboxes only)', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, ADMIN.username, ADMIN.password);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('GET /api/admin/settings: test mode, neither live provider configured, the deployment named', async () => {
    const res = await admin.agent.get('/api/admin/settings').expect(200);

    expect(adminSettingsSchema.parse(res.body)).toEqual({
      enableLiveMode: false,
      duffelApiConfigured: false,
      stripeConfigured: false,
      environment: 'test',
      deployment: 'test',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('when an admin asks for live mode, then 409 LIVE_NOT_CONFIGURED naming what is missing, and nothing is written', async () => {
    const res = await setMode(admin, true).expect(409);

    expect(res.body).toEqual({
      error: 'LIVE_NOT_CONFIGURED',
      message:
        'Live mode needs live credentials: the Duffel live token (DUFFEL_LIVE_TOKEN) and the Stripe live key (STRIPE_LIVE_KEY) are not configured. The sandbox serves test mode only.',
    });
    expect((await request(t.app).get('/api/system/mode').expect(200)).body).toEqual({
      isLiveMode: false,
      mode: 'test',
    });
    expect(await auditRows(t)).toEqual([]);
  });

  test('when an admin sets test mode while in test mode, then 200 with the settings and no audit row (nothing changed)', async () => {
    const res = await setMode(admin, false).expect(200);

    expect(res.body).toMatchObject({ enableLiveMode: false, environment: 'test' });
    expect(await auditRows(t)).toEqual([]);
  });

  test.each([
    ['a string', 'yes'],
    ['nothing', undefined],
    ['a number', 1],
  ])('when enableLiveMode is %s, then 400 VALIDATION_ERROR', async (_case, value) => {
    const res = await setMode(admin, value).expect(400);

    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'enableLiveMode must be true or false' });
  });

  test('POST /api/admin/login {}: the privilege check answers success for an admin', async () => {
    const res = await admin.agent.post('/api/admin/login').set('X-CSRF-Token', admin.token).send({}).expect(200);

    expect(res.body).toEqual({ success: true, message: 'Admin privileges verified' });
  });

  test('GET /api/admin/remotes: every module with its version, manifest address, routes, platform range and (none yet) previous release; the list takes no writes', async () => {
    const res = await admin.agent.get('/api/admin/remotes').expect(200);

    const { platform, ...adminModule } = (res.body as { name: string; platform: unknown }[]).find(
      (remote) => remote.name === 'mfe_admin',
    ) ?? { platform: 'missing' };
    expect(adminModule).toEqual({
      name: 'mfe_admin',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      manifestUrl: '/remotes/mfe-admin/mf-manifest.json',
      routes: ['/admin-settings', '/admin/*'],
      overridden: false,
      previousVersion: null,
    });
    // The range the local build declares; none when the module is not built (its declaration file stands in).
    expect([null, PLATFORM_RANGE]).toContainEqual(platform);
    expect(res.body).toHaveLength(5);
    await admin.agent.post('/api/admin/remotes').set('X-CSRF-Token', admin.token).send({}).expect(404);
  });
});

describe('admin settings with live credentials configured', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({
      ...LIVE_CREDENTIALS,
      REMOTE_MFE_ADMIN_URL: 'https://cdn.example.com/admin/2.0.0/mf-manifest.json',
    });
    admin = await signIn(t, ADMIN.username, ADMIN.password);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test(
    'when only one live credential is set, then live mode is still refused (live means real bookings and real payments)',
    async () => {
      const half = await createTestApp({ DUFFEL_LIVE_TOKEN: LIVE_CREDENTIALS.DUFFEL_LIVE_TOKEN });
      try {
        const res = await setMode(await signIn(half, ADMIN.username, ADMIN.password), true).expect(409);
        expect(res.body.message).toBe(
          'Live mode needs live credentials: the Stripe live key (STRIPE_LIVE_KEY) is not configured. The sandbox serves test mode only.',
        );
      } finally {
        await half.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );

  test('when an admin switches to live, then the answer, the settings and the public mode all say live, and the change is audited', async () => {
    const res = await setMode(admin, true).expect(200);

    expect(res.body).toEqual({
      enableLiveMode: true,
      duffelApiConfigured: true,
      stripeConfigured: true,
      environment: 'live',
      deployment: 'test',
    });
    expect((await admin.agent.get('/api/admin/settings').expect(200)).body.environment).toBe('live');
    expect((await request(t.app).get('/api/system/mode').expect(200)).body).toEqual({ isLiveMode: true, mode: 'live' });
    expect(await auditRows(t)).toEqual([
      expect.objectContaining({
        actor: 'admin',
        action: 'mode.change',
        target: 'mode',
        before: { isLiveMode: false, mode: 'test' },
        after: { isLiveMode: true, mode: 'live' },
      }),
    ]);
  });

  test('when an admin switches back to test, then a second audit row, and GET /api/admin/audit lists both newest first', async () => {
    await setMode(admin, false).expect(200);

    const res = await admin.agent.get('/api/admin/audit').expect(200);

    const page = auditPageSchema.parse(res.body);
    expect(page).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(page.entries.map(({ actor, action, before, after }) => ({ actor, action, before, after }))).toEqual([
      {
        actor: 'admin',
        action: 'mode.change',
        before: { isLiveMode: true, mode: 'live' },
        after: { isLiveMode: false, mode: 'test' },
      },
      {
        actor: 'admin',
        action: 'mode.change',
        before: { isLiveMode: false, mode: 'test' },
        after: { isLiveMode: true, mode: 'live' },
      },
    ]);
    expect(Date.parse(page.entries[0]?.at as string)).not.toBeNaN();
  });

  test('GET /api/admin/audit pages: limit 1, page 2 is the older change; a bad limit is 400', async () => {
    const res = await admin.agent.get('/api/admin/audit').query({ page: 2, limit: 1 }).expect(200);

    expect(res.body).toMatchObject({ page: 2, limit: 1, total: 2, entries: [{ after: { mode: 'live' } }] });
    const bad = await admin.agent.get('/api/admin/audit').query({ limit: 500 }).expect(400);
    expect(bad.body.message).toBe('Limit must be between 1 and 100');
  });

  test('when the audit row cannot be written, then the mode is not changed either (one transaction)', async () => {
    const { AdminAudit } = getModels(t.sequelize);
    const failing = jest.spyOn(AdminAudit, 'create').mockRejectedValueOnce(new Error('disk full'));

    await setMode(admin, true).expect(500);

    failing.mockRestore();
    expect((await request(t.app).get('/api/system/mode').expect(200)).body.mode).toBe('test');
  });

  test('GET /api/admin/remotes marks a manifest address that comes from REMOTE_<NAME>_URL', async () => {
    const res = await admin.agent.get('/api/admin/remotes').expect(200);

    expect(res.body.find((remote: { name: string }) => remote.name === 'mfe_admin')).toMatchObject({
      manifestUrl: 'https://cdn.example.com/admin/2.0.0/mf-manifest.json',
      overridden: true,
    });
  });
});
