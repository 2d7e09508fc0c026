import request from 'supertest';
import { adminRemoteSchema, auditPageSchema, remoteRegistrySchema } from '@portal/platform-common/contracts';
import { getModels } from '../../db/models';
import { createTestApp, ADMIN, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { guest, signIn, signInAs, type SignedIn } from '../../../test/users';
import { createRemotesRepository } from '../remotes/remotes.repository';

const NEXT = {
  name: 'mfe_content',
  manifestUrl: 'https://cdn.example.com/content/1.1.0/mf-manifest.json',
  version: '1.1.0',
  routes: ['/about', '/deals'],
  platform: '^1.0.0',
  area: 'this page',
  navigation: [{ slot: 'header' as const, label: 'Deals', to: '/deals', icon: 'star' as const, order: 40 }],
};

const rollback = ({ agent, token }: SignedIn, name: string) =>
  agent.post(`/api/admin/remotes/${name}/rollback`).set('X-CSRF-Token', token).send({});

const registry = async (t: TestApp) =>
  remoteRegistrySchema.parse((await request(t.app).get('/api/remotes').expect(200)).body);

describe('POST /api/admin/remotes/:name/rollback', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, ADMIN.username, ADMIN.password);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('when a module kept no previous release, then 409 NO_PREVIOUS_RELEASE and the registry is unchanged', async () => {
    const before = await registry(t);

    const res = await rollback(admin, 'mfe_content').expect(409);

    expect(res.body).toEqual({
      error: 'NO_PREVIOUS_RELEASE',
      message: 'mfe_content has no previous release to roll back to.',
    });
    expect(await registry(t)).toEqual(before);
  });

  test('when the module is not registered, or the name is not one, then 404 REMOTE_NOT_FOUND', async () => {
    expect((await rollback(admin, 'mfe_deals').expect(404)).body).toEqual({
      error: 'REMOTE_NOT_FOUND',
      message: 'No module named mfe_deals is registered.',
    });
    await rollback(admin, 'Not-A-Name').expect(404);
  });

  test('when a guest or a traveller asks, then 401 / 403 and nothing is rolled back', async () => {
    await createRemotesRepository(getModels(t.sequelize)).register(NEXT);

    await rollback(await guest(t), 'mfe_content').expect(401);
    await rollback(await signInAs(t, 'rollback-traveller', ['traveller']), 'mfe_content').expect(403);
    await admin.agent.post('/api/admin/remotes/mfe_content/rollback').send({}).expect(403);

    expect((await registry(t)).mfe_content?.version).toBe('1.1.0');
  });

  test('when an admin rolls back a new release, then the shell is served the previous one, with its own routes and links, and the audit log says who and from/to which version', async () => {
    const shipped = (await createRemotesRepository(getModels(t.sequelize)).find('mfe_content'))?.previous;
    expect(shipped?.manifestUrl).toBe('/remotes/mfe-content/mf-manifest.json');
    expect((await registry(t)).mfe_content).toMatchObject({ version: '1.1.0', navigation: NEXT.navigation });

    const res = await rollback(admin, 'mfe_content').expect(200);

    expect(adminRemoteSchema.parse(res.body)).toMatchObject({
      name: 'mfe_content',
      version: shipped?.version,
      manifestUrl: '/remotes/mfe-content/mf-manifest.json',
      previousVersion: '1.1.0',
    });
    const served = (await registry(t)).mfe_content;
    expect(served).toMatchObject({ manifestUrl: '/remotes/mfe-content/mf-manifest.json', area: 'this page' });
    expect(served?.routes).not.toContain('/deals');
    expect(served?.navigation?.map((entry) => entry.label)).not.toContain('Deals');

    const audit = auditPageSchema.parse((await admin.agent.get('/api/admin/audit?page=1&limit=5').expect(200)).body);
    expect(audit.entries[0]).toMatchObject({
      actor: ADMIN.username,
      action: 'remote.rollback',
      target: 'mfe_content',
      before: { version: '1.1.0', manifestUrl: NEXT.manifestUrl },
      after: { version: shipped?.version, manifestUrl: '/remotes/mfe-content/mf-manifest.json' },
    });
  });

  test('when an admin rolls back twice, then the newer release is back (a rollback swaps the two)', async () => {
    await rollback(admin, 'mfe_content').expect(200);

    expect((await registry(t)).mfe_content).toMatchObject({ version: '1.1.0', manifestUrl: NEXT.manifestUrl });
    const listed = await admin.agent.get('/api/admin/remotes').expect(200);
    expect(listed.body.find((remote: { name: string }) => remote.name === 'mfe_content')).toMatchObject({
      version: '1.1.0',
      previousVersion: '1.0.0',
    });
  });
});

describe('the registry keeps the release a registration replaces', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('when the release in force is registered again, then only its descriptor is refreshed and the previous release is kept', async () => {
    const remotes = createRemotesRepository(getModels(t.sequelize));
    await remotes.register(NEXT);
    await remotes.register({ ...NEXT, area: 'our pages' });

    const row = await remotes.find('mfe_content');
    expect(row).toMatchObject({ version: '1.1.0', area: 'our pages' });
    expect(row?.previous).toMatchObject({ manifestUrl: '/remotes/mfe-content/mf-manifest.json', area: 'this page' });
  });
});
