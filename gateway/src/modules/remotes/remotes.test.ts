import request from 'supertest';
import { remoteRegistrySchema } from '@portal/platform-common/contracts';
import { getModels } from '../../db/models';
import { prepareDatabase } from '../../db/prepare';
import { createLogger } from '../../http/logger';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { createRemotesRepository } from './remotes.repository';

describe('GET /api/remotes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('when nothing was registered, then every portal module is served by this gateway', async () => {
    const res = await request(t.app).get('/api/remotes').expect(200);

    const registry = remoteRegistrySchema.parse(res.body);
    expect(Object.keys(registry)).toEqual(['mfe_search', 'mfe_booking', 'mfe_account', 'mfe_admin', 'mfe_content']);
    expect(registry.mfe_search).toMatchObject({
      manifestUrl: '/remotes/mfe-search/mf-manifest.json',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      routes: ['/', '/search', '/flight/:id?', '/flights'],
      area: 'flight search',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test("when nothing was registered, then the modules' own declarations give the site today's links, each in its place, order and audience", async () => {
    const registry = remoteRegistrySchema.parse((await request(t.app).get('/api/remotes').expect(200)).body);
    const entries = Object.values(registry).flatMap((entry) => entry.navigation ?? []);
    const slot = (name: string) =>
      entries
        .filter((entry) => entry.slot === name)
        .sort((a, b) => a.order - b.order)
        .map(({ label, to, icon, audience }) => [label, to, icon ?? '', audience ?? 'everyone']);

    expect(slot('header')).toEqual([
      ['Home', '/', 'home', 'everyone'],
      ['My Trips', '/my-trips', 'luggage', 'everyone'],
      ['Support', '/support', 'support', 'everyone'],
    ]);
    expect(slot('drawer')).toEqual([
      ['Home', '/', 'home', 'everyone'],
      ['My Trips', '/my-trips', 'luggage', 'everyone'],
      ['Support', '/support', 'support', 'everyone'],
      ['Account Settings', '/account-settings', 'settings', 'signedIn'],
      ['Admin Panel', '/admin-settings', 'admin', 'admin'],
    ]);
    expect(slot('account')).toEqual([
      ['Account Settings', '/account-settings', 'settings', 'signedIn'],
      ['My Trips', '/my-trips', 'luggage', 'signedIn'],
    ]);
    expect(slot('admin')).toEqual([['Admin Panel', '/admin-settings', 'admin', 'admin']]);
    expect(slot('footer').map(([label, to]) => [label, to])).toEqual([
      ['Home', '/'],
      ['Search flights', '/'],
      ['My Trips', '/my-trips'],
      ['Support', '/support'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['About', '/about'],
    ]);
    expect(slot('legal').map(([label, to]) => [label, to])).toEqual([
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Cancellation Policy', '/cancellation-policy'],
      ['Cookie Policy', '/cookies'],
    ]);
    expect(entries.find((entry) => entry.label === 'Home' && entry.slot === 'header')?.end).toBe(true);
    expect(Object.fromEntries(Object.entries(registry).map(([name, entry]) => [name, entry.area]))).toEqual({
      mfe_search: 'flight search',
      mfe_booking: 'booking',
      mfe_account: 'your account',
      mfe_admin: 'the admin area',
      mfe_content: 'this page',
    });
  });

  test('when a row is malformed (a navigation entry leaving the site), then that module is left out and the others served', async () => {
    const { RemoteModule } = getModels(t.sequelize);
    const row = await RemoteModule.findByPk('mfe_booking');
    const navigation = row?.navigation ?? null;
    await RemoteModule.update(
      { navigation: [{ slot: 'header', label: 'Evil', to: '//evil.example', order: 1 }] },
      { where: { name: 'mfe_booking' } },
    );
    try {
      const res = await request(t.app).get('/api/remotes').expect(200);
      expect(Object.keys(res.body)).not.toContain('mfe_booking');
      expect(Object.keys(res.body)).toContain('mfe_search');
    } finally {
      await RemoteModule.update({ navigation }, { where: { name: 'mfe_booking' } });
    }
  });

  test("when a row was written before releases carried a descriptor, then the next start gives it its build's descriptor", async () => {
    const { RemoteModule } = getModels(t.sequelize);
    await RemoteModule.update({ navigation: null, area: null, platform: null }, { where: { name: 'mfe_account' } });

    await prepareDatabase(t.sequelize, t.config, createLogger('silent'));

    const registry = remoteRegistrySchema.parse((await request(t.app).get('/api/remotes').expect(200)).body);
    expect(registry.mfe_account?.area).toBe('your account');
    expect(registry.mfe_account?.navigation?.map((entry) => entry.label)).toContain('Account Settings');
  });

  test("when a module is released to a new origin while the gateway runs, then the registry and the next page's CSP follow", async () => {
    const page = () => request(t.app).get('/').set('Accept', 'text/html');
    expect((await page()).headers['content-security-policy']).not.toContain('https://new.example');

    await createRemotesRepository(getModels(t.sequelize)).register({
      name: 'mfe_booking',
      manifestUrl: 'https://new.example/booking/3.0.0/mf-manifest.json',
      version: '3.0.0',
      routes: ['/booking'],
    });
    const registry = await request(t.app).get('/api/remotes').expect(200);
    // At once: a page given the new registry must be allowed to load from it.
    const csp = (await page()).headers['content-security-policy'];

    expect(registry.body.mfe_booking).toMatchObject({
      manifestUrl: 'https://new.example/booking/3.0.0/mf-manifest.json',
      version: '3.0.0',
    });
    expect(csp).toContain("script-src 'self' https://new.example ");
  });

  test("when a brand gets a tracking id, then the next page's CSP allows the tag service, and not before", async () => {
    const page = () => request(t.app).get('/').set('Accept', 'text/html');
    expect((await page()).headers['content-security-policy']).not.toContain('googletagmanager');

    await getModels(t.sequelize).Brand.update({ trackingId: 'G-TEST123' }, { where: { key: 'sunjet.travel' } });
    const csp = (await page()).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src[^;]*https:\/\/www\.googletagmanager\.com/);
    await getModels(t.sequelize).Brand.update({ trackingId: '' }, { where: { key: 'sunjet.travel' } });
  });
});

describe('GET /api/remotes with REMOTE_<NAME>_URL set', () => {
  const cdn = 'https://cdn.example.com/search/2.0.0/mf-manifest.json';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REMOTE_MFE_SEARCH_URL: cdn });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test("when the override is set, then that module's manifest URL is replaced and the others kept", async () => {
    const res = await request(t.app).get('/api/remotes').expect(200);

    expect(res.body.mfe_search.manifestUrl).toBe(cdn);
    expect(res.body.mfe_search.routes).toEqual(['/', '/search', '/flight/:id?', '/flights']);
    expect(res.body.mfe_booking.manifestUrl).toBe('/remotes/mfe-booking/mf-manifest.json');
  });

  test("when a page is served, then its CSP allows scripts and fetches from the override's origin", async () => {
    const res = await request(t.app).get('/').set('Accept', 'text/html');

    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
