import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { getModels } from '../../db/models';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { createRemotesRepository } from '../remotes/remotes.repository';

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const BOOT_SCRIPT = /<script type="application\/json" id="portal-boot">([^<]*)<\/script>/;
const bootStateOf = (html: string) => JSON.parse(BOOT_SCRIPT.exec(html)?.[1] ?? 'null') as { owner?: string } | null;

const release = (version: string, routes: string[]) => ({
  name: 'mfe_status',
  manifestUrl: '/remotes/mfe-status/mf-manifest.json',
  version,
  routes,
  area: 'service status',
});

/** A team the gateway has never heard of releases a module: its build is copied in, then registered. */
describe('a sixth module, released on a running gateway', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sixth-'));
    write(
      path.join(root, 'host/dist/index.html'),
      '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>',
    );
    t = await createTestApp({ STATIC_ROOT: root });
    // Built after the gateway started (and seeded): nothing but the registry tells it about the module.
    write(
      path.join(root, 'mfe-status/dist/mf-manifest.json'),
      JSON.stringify({ id: 'mfe_status', name: 'mfe_status', portal: { routes: ['/status'] } }),
    );
    write(path.join(root, 'mfe-status/dist/remoteEntry.js'), 'var mfe_status;');
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const asked = (url: string, accept: string) => request(t.app).get(url).set('Accept', accept);

  test('when its build is on disk but not registered, then its files are served and its route is no page', async () => {
    const entry = await asked('/remotes/mfe-status/remoteEntry.js', '*/*').expect(200);
    const json = await asked('/status', 'application/json').expect(404);
    const curl = await asked('/status', '*/*').expect(404);

    expect(entry.text).toBe('var mfe_status;');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.body).toMatchObject({ error: 'NOT_FOUND' });
    expect(curl.body).toMatchObject({ error: 'NOT_FOUND' });
  });

  test('when it is registered with its route, then that route is a page the shell answers, owned by the module', async () => {
    await createRemotesRepository(getModels(t.sequelize)).register(release('1.0.0', ['/status']));

    const page = await asked('/status', 'text/html').expect(200);
    const curl = await asked('/status', '*/*').expect(200);

    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<div id=root>');
    expect(bootStateOf(page.text)?.owner).toBe('mfe_status');
    expect(bootStateOf(curl.text)?.owner).toBe('mfe_status');
  });

  test('when a release moves its page and is then rolled back, then the page follows the release in force', async () => {
    const remotes = createRemotesRepository(getModels(t.sequelize));

    await remotes.register(release('1.1.0', ['/uptime']));
    await asked('/status', '*/*').expect(404);
    await asked('/uptime', '*/*').expect(200);

    await t.sequelize.transaction((transaction) => remotes.rollback('mfe_status', transaction));
    await asked('/status', '*/*').expect(200);
    await asked('/uptime', '*/*').expect(404);
  });
});
