import request from 'supertest';
import { adminBrandListSchema, brandSchema, type Brand } from '@portal/platform-common/contracts';
import { getModels } from '../../db/models';
import { ADMIN, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signIn, type SignedIn } from '../../../test/users';
import { brandFixture } from '../admin/adminTestKit';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, ADMIN.username, ADMIN.password);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const create = (brand: unknown) =>
  admin.agent
    .post('/api/admin/brands')
    .set('X-CSRF-Token', admin.token)
    .send(brand as object);
const replace = (key: string, brand: unknown) =>
  admin.agent
    .put(`/api/admin/brands/${key}`)
    .set('X-CSRF-Token', admin.token)
    .send(brand as object);
const remove = (key: string) => admin.agent.delete(`/api/admin/brands/${key}`).set('X-CSRF-Token', admin.token);
const auditFor = (target: string) =>
  getModels(t.sequelize).AdminAudit.findAll({
    where: { target },
    order: [['id', 'ASC']],
    raw: true,
    attributes: ['actor', 'action', 'before', 'after'],
  });

describe('GET /api/admin/brands', () => {
  test('when an admin lists the brands, then all three seeded brands come back in full, markup included, the default first', async () => {
    const res = await admin.agent.get('/api/admin/brands').expect(200);

    const brands = adminBrandListSchema.parse(res.body);
    expect(brands.map((brand) => brand.key)).toEqual(['default', 'nordicwings.com', 'sunjet.travel']);
    expect(brands[0]).toMatchObject({
      name: 'SkyTeal Travel',
      markup: { percent: 23, fixedAmount: 0, currency: 'USD' },
    });
    expect(res.body[0]).not.toHaveProperty('createdAt');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe("a brand's life: create, read, replace, delete", () => {
  const key = 'skyline.example';
  const brand = brandFixture(key, {
    name: 'Skyline Flights',
    domains: ['skyline.example', 'www.skyline.example'],
    markup: { percent: 12, fixedAmount: 500, currency: 'EUR' },
  });

  test('when an admin creates a brand, then 201 with the brand, and its site resolves it at once by key and by domain', async () => {
    const res = await create(brand).expect(201);

    expect(res.body).toEqual(brand);
    expect((await admin.agent.get(`/api/admin/brands/${key}`).expect(200)).body).toEqual(brand);
    const byDomain = await request(t.app).get('/api/brands/www.skyline.example').expect(200);
    expect(byDomain.body).toMatchObject({ key, name: 'Skyline Flights' });
    expect(byDomain.body).not.toHaveProperty('markup');
  });

  test('when an admin replaces it, then the next page load of that brand (GET /api/brands/:key) shows the change', async () => {
    const edited: Brand = {
      ...brand,
      name: 'Skyline Air',
      theme: { ...brand.theme, primary: '#7c3aed', font: 'Lora' },
      domains: ['skyline.example'],
    };

    const res = await replace(key, edited).expect(200);

    expect(res.body).toEqual(edited);
    const page = await request(t.app).get(`/api/brands/${key}`).expect(200);
    expect(page.body).toMatchObject({ name: 'Skyline Air', theme: { primary: '#7c3aed', font: 'Lora' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    await request(t.app).get('/api/brands/www.skyline.example').expect(404);
  });

  test('when an admin deletes it, then 204, and its key and domains fall back to the default brand (404)', async () => {
    await remove(key).expect(204);

    await request(t.app).get(`/api/brands/${key}`).expect(404);
    await admin.agent.get(`/api/admin/brands/${key}`).expect(404);
  });

  test('then the audit log holds each change with who made it and the brand before and after', async () => {
    const rows = await auditFor(key);

    expect(rows.map((row) => row.action)).toEqual(['brand.create', 'brand.update', 'brand.delete']);
    expect(rows.every((row) => row.actor === 'admin')).toBe(true);
    const [created, updated, deleted] = rows;
    expect(created).toMatchObject({ before: null, after: brand });
    expect(updated?.before).toEqual(brand);
    expect(updated?.after).toMatchObject({ name: 'Skyline Air', theme: { primary: '#7c3aed' } });
    expect(deleted).toMatchObject({ before: { name: 'Skyline Air' }, after: null });
  });
});

describe('conflicts', () => {
  test('when the key already exists, then 409 BRAND_EXISTS', async () => {
    const res = await create(brandFixture('sunjet.travel', { domains: [] })).expect(409);

    expect(res.body).toEqual({ error: 'BRAND_EXISTS', message: 'A brand with the key sunjet.travel already exists' });
  });

  test("when a domain is already another brand's, then 409 DOMAIN_IN_USE naming that brand, on create and on replace", async () => {
    const created = await create(
      brandFixture('copycat.example', { domains: ['copycat.example', 'www.sunjet.travel'] }),
    ).expect(409);
    expect(created.body).toEqual({
      error: 'DOMAIN_IN_USE',
      message: 'The domain www.sunjet.travel is already used by the brand SunJet Travel (sunjet.travel)',
    });

    const nordic = (await admin.agent.get('/api/admin/brands/nordicwings.com').expect(200)).body as Brand;
    const replaced = await replace('nordicwings.com', {
      ...nordic,
      domains: [...nordic.domains, 'sunjet.travel'],
    }).expect(409);
    expect(replaced.body.error).toBe('DOMAIN_IN_USE');
  });

  test("when the new key is another brand's domain, then 409 DOMAIN_IN_USE", async () => {
    const res = await create(brandFixture('www.nordicwings.com', { domains: [] })).expect(409);

    expect(res.body.message).toBe(
      'The key www.nordicwings.com is already used by the brand Nordic Wings (nordicwings.com)',
    );
  });

  test("when the body's key differs from the address, then 400 BRAND_KEY_MISMATCH (a key is not renamed by PUT)", async () => {
    const res = await replace('sunjet.travel', brandFixture('other.example')).expect(400);

    expect(res.body).toEqual({ error: 'BRAND_KEY_MISMATCH', message: 'The brand key cannot be changed' });
  });

  test('when the brand does not exist, then 404 BRAND_NOT_FOUND for read, replace and delete', async () => {
    await admin.agent.get('/api/admin/brands/nobody.example').expect(404);
    await replace('nobody.example', brandFixture('nobody.example')).expect(404);
    const res = await remove('nobody.example').expect(404);
    expect(res.body).toEqual({ error: 'BRAND_NOT_FOUND', message: 'Brand not found' });
  });

  test('when an admin deletes the default brand, then 409 DEFAULT_BRAND and it stays', async () => {
    const res = await remove('default').expect(409);

    expect(res.body).toEqual({ error: 'DEFAULT_BRAND', message: 'The default brand cannot be deleted' });
    await request(t.app).get('/api/brands/default').expect(200);
  });
});

describe('validation: no CSS or script can enter through a brand', () => {
  const valid = brandFixture('inject.example');
  const cases: [string, Brand | Record<string, unknown>, string][] = [
    [
      'a javascript: logo address',
      { ...valid, logo: 'javascript:alert(1)' },
      'Use an http(s) address or a path starting with /',
    ],
    [
      'a protocol-relative logo address',
      { ...valid, logo: '//evil.example/logo.svg' },
      'Use an http(s) address or a path starting with /',
    ],
    [
      'a data: logo address',
      { ...valid, logo: 'data:image/svg+xml,<svg onload=alert(1)>' },
      'Use an http(s) address or a path starting with /',
    ],
    [
      'a logo address breaking out of url()',
      { ...valid, logo: 'https://x.example/a.png);background:url(https://evil.example' },
      'Use an http(s) address or a path starting with /',
    ],
    [
      'a colour of red;} body{display:none',
      { ...valid, theme: { ...valid.theme, primary: 'red;} body{display:none' } },
      'Use a colour such as #0d9488',
    ],
    ['a colour of red;}', { ...valid, theme: { ...valid.theme, accent: 'red;}' } }, 'Use a colour such as #0d9488'],
    [
      'a font breaking out of its CSS value',
      { ...valid, theme: { ...valid.theme, font: 'Inter"; } body { display: none' } },
      'Use a font family name such as Inter',
    ],
    [
      'a <script> name',
      { ...valid, name: '<script>alert(1)</script>' },
      "Use letters, digits, spaces and & ' . , ! ? ( ) + - only",
    ],
    [
      'a domain that is a URL',
      { ...valid, domains: ['https://inject.example/'] },
      'Use a host name such as flights.example.com',
    ],
    [
      'a domain with a port',
      { ...valid, domains: ['inject.example:8080'] },
      'Use a host name such as flights.example.com',
    ],
    [
      'a javascript: social link',
      { ...valid, social: { ...valid.social, facebook: 'javascript:alert(1)' } },
      'Use an http(s) address or a path starting with /',
    ],
    [
      'a markup over 100 percent',
      { ...valid, markup: { ...valid.markup, percent: 250 } },
      'The markup is between 0 and 100 percent',
    ],
    [
      'an address with markup',
      { ...valid, contact: { ...valid.contact, address: '<img src=x onerror=alert(1)>' } },
      'An address cannot contain < > { }',
    ],
    [
      'no support hours',
      { ...valid, contact: { email: valid.contact.email, phone: valid.contact.phone, address: valid.contact.address } },
      'Enter the support hours',
    ],
    [
      'support hours with markup',
      { ...valid, contact: { ...valid.contact, hours: '<img src=x onerror=alert(1)>' } },
      'Support hours cannot contain < > { }',
    ],
  ];

  test.each(cases)(
    'when the brand has %s, then 400 VALIDATION_ERROR with the first message, and nothing is stored',
    async (_case, body, message) => {
      const res = await create(body).expect(400);

      expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message });
      expect(brandSchema.safeParse(body).success).toBe(false);
      await admin.agent.get('/api/admin/brands/inject.example').expect(404);
    },
  );

  test('when a replacement carries an injection, then 400 and the stored brand is unchanged', async () => {
    const sunjet = (await admin.agent.get('/api/admin/brands/sunjet.travel').expect(200)).body as Brand;

    await replace('sunjet.travel', {
      ...sunjet,
      theme: { ...sunjet.theme, primary: 'red;} body{display:none' },
    }).expect(400);

    expect((await request(t.app).get('/api/brands/sunjet.travel').expect(200)).body.theme.primary).toBe(
      sunjet.theme.primary,
    );
  });

  test('when the payload is oversized, then 413 PAYLOAD_TOO_LARGE before anything is read; a long name within the limit is 400', async () => {
    const huge = { ...valid, trackingId: 'x'.repeat(200_000) };
    const tooBig = await create(huge).expect(413);
    expect(tooBig.body.error).toBe('PAYLOAD_TOO_LARGE');

    const longName = await create({ ...valid, name: 'A'.repeat(5000) }).expect(400);
    expect(longName.body.message).toBe('A brand name has at most 80 characters');
  });
});
