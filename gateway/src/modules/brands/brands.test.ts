import request from 'supertest';
import { createMigrator } from '../../db/migrator';
import { createLogger } from '../../http/logger';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  // This file migrates the brands table under the gateway, as another replica would: read on every request.
  t = await createTestApp({ SETTINGS_CACHE_MS: '0' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('GET /api/brands/:key', () => {
  test('when the key is a brand key, then the public brand comes back without its markup', async () => {
    const res = await request(t.app).get('/api/brands/default').expect(200);

    expect(res.body).toMatchObject({
      key: 'default',
      name: 'SkyTeal Travel',
      logo: '/brand-assets/default-logo.svg',
      theme: { primary: '#0f766e', font: 'Inter' },
      contact: { phone: '+1 (888) 325-5180', hours: 'Mon-Fri 9am-6pm EST' },
    });
    expect(res.body).not.toHaveProperty('markup');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test("when the key is one of a brand's domains, then that brand comes back", async () => {
    const res = await request(t.app).get('/api/brands/www.sunjet.travel').expect(200);

    expect(res.body).toMatchObject({ key: 'sunjet.travel', name: 'SunJet Travel', theme: { font: 'Poppins' } });
    expect(res.body).not.toHaveProperty('markup');
  });

  test('when the host name arrives in upper case, then it still resolves', async () => {
    const res = await request(t.app).get('/api/brands/NordicWings.com').expect(200);

    expect(res.body).toMatchObject({ key: 'nordicwings.com', contact: { phone: '+47 21 00 00 00' } });
  });

  test('when the key is unknown, then 404 BRAND_NOT_FOUND', async () => {
    const res = await request(t.app).get('/api/brands/unknown.example').expect(404);

    expect(res.body).toEqual({ message: 'Brand not found', error: 'BRAND_NOT_FOUND' });
  });

  test('when the key is malformed, then 400 VALIDATION_ERROR and nothing is looked up', async () => {
    const res = await request(t.app).get('/api/brands/bad_key!').expect(400);

    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'A brand key is lower-case letters, digits, dots and hyphens',
    });
    expect(res.body.issues).toHaveLength(1);
  });

  test('when the same keys are asked for again and again, then each gets its own answer every time', async () => {
    for (let round = 0; round < 3; round++) {
      expect((await request(t.app).get('/api/brands/NordicWings.com').expect(200)).body.key).toBe('nordicwings.com');
      expect((await request(t.app).get('/api/brands/default').expect(200)).body.key).toBe('default');
      await request(t.app).get('/api/brands/bad_key!').expect(400);
      await request(t.app).get('/api/brands/unknown.example').expect(404);
    }
  });
});

describe('GET /brand-assets/:file', () => {
  test('when a seeded logo is requested, then the SVG is served and cached for a day', async () => {
    const res = await request(t.app).get('/brand-assets/sunjet-logo.svg').expect(200);

    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('a brand stored before brands had support hours', () => {
  test('when the gateway migrates, then it gets the hours the portal always printed, and its page still loads', async () => {
    const migrator = createMigrator(t.sequelize, createLogger('silent'));
    await migrator.down({ to: '0100-brand-support-hours' });
    const before = (await request(t.app).get('/api/brands/sunjet.travel')).body as { contact?: { hours?: string } };
    expect(before.contact?.hours).toBeUndefined();

    await migrator.up();

    const res = await request(t.app).get('/api/brands/sunjet.travel').expect(200);
    expect(res.body.contact).toMatchObject({ phone: '+1 (800) 555-0142', hours: 'Mon-Fri 9am-6pm EST' });
  });
});
