import request from 'supertest';
import {
  contentPageListSchema,
  contentPageSchema,
  contentRevisionSchema,
  contentRevisionsSchema,
} from '@portal/platform/contracts';
import { ADMIN, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { guest, signIn, signInAs, type SignedIn } from '../../../test/users';

let t: TestApp;
let editor: SignedIn;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signInAs(t, 'edna', ['traveller', 'editor']);
  traveller = await signInAs(t, 'trevor', ['traveller']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const page = (slug: string, brand?: string) =>
  request(t.app).get(`/api/content/${slug}${brand ? `?brand=${brand}` : ''}`);
const saveDraft = (who: SignedIn, slug: string, draft: { title: string; body: string }, brand?: string) =>
  who.agent
    .put(`/api/content/${slug}/draft${brand ? `?brand=${brand}` : ''}`)
    .set('X-CSRF-Token', who.token)
    .send(draft);
const publish = (who: SignedIn, slug: string, brand?: string) =>
  who.agent.post(`/api/content/${slug}/publish${brand ? `?brand=${brand}` : ''}`).set('X-CSRF-Token', who.token);
const restore = (who: SignedIn, slug: string, version: number) =>
  who.agent.post(`/api/content/${slug}/revisions/${version}/restore`).set('X-CSRF-Token', who.token);
const revisions = async (slug: string) =>
  contentRevisionsSchema.parse((await editor.agent.get(`/api/content/${slug}/revisions`).expect(200)).body);

describe('GET /api/content/:slug', () => {
  test("when a seeded page is asked for, then the published page comes back with the default brand's details, rendered and not cached stale", async () => {
    const res = await page('about').expect(200);

    const about = contentPageSchema.parse(res.body);
    expect(about).toMatchObject({ slug: 'about', brand: 'default', title: 'About Us', version: 1 });
    expect(about.body).toContain('SkyTeal Travel');
    expect(about.body).toContain('+1 (888) 325-5180');
    expect(about.body).toContain('350 Fifth Avenue, New York, NY 10118, USA');
    expect(about.body).not.toContain('{{');
    expect(about.html).toContain('<h2>Who we are</h2>');
    expect(about.html).toContain('href="mailto:support@skytealtravel.com"');
    expect(new Date(about.updatedAt).toISOString()).toBe(about.updatedAt);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test("when a brand has no page of its own, then the default brand's page is filled with that brand's details", async () => {
    const res = await page('about', 'sunjet.travel').expect(200);

    expect(res.body).toMatchObject({ brand: 'sunjet.travel', version: 1 });
    expect(res.body.body).toContain('SunJet Travel');
    expect(res.body.body).toContain('+1 (800) 555-0142');
    expect(res.body.body).toContain('1001 Brickell Bay Drive, Miami, FL 33131, USA');
    expect(res.body.body).not.toContain('SkyTeal');
    expect(res.body.html).toContain('href="mailto:hello@sunjet.travel"');
  });

  test("when the brand is unknown, then the default brand's page and details are served", async () => {
    const res = await page('about', 'unknown.example').expect(200);

    expect(res.body).toMatchObject({ brand: 'default' });
    expect(res.body.body).toContain('SkyTeal Travel');
  });

  test('when no brand has the page, then 404 CONTENT_NOT_FOUND', async () => {
    const res = await page('no-such-page').expect(404);

    expect(res.body).toEqual({ message: 'Page not found', error: 'CONTENT_NOT_FOUND' });
  });

  test('when the address is not a page address, then 400 VALIDATION_ERROR', async () => {
    const res = await page('Bad_Slug').expect(400);

    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'A page address is lower-case letters, digits and hyphens',
    });
  });
});

describe('editing a page: draft, publish, restore', () => {
  test('when an editor drafts, publishes and then restores, then versions, statuses and the public page follow', async () => {
    const original = (await page('terms').expect(200)).body.body as string;

    const draft = await saveDraft(editor, 'terms', {
      title: 'Terms of Service',
      body: 'New terms for {{brand.name}}.',
    }).expect(200);
    expect(contentRevisionSchema.parse(draft.body)).toMatchObject({
      version: 2,
      status: 'draft',
      author: 'edna',
      publishedAt: null,
    });
    // A draft is not public.
    expect((await page('terms').expect(200)).body).toMatchObject({ version: 1, body: original });

    const replaced = await saveDraft(editor, 'terms', {
      title: 'Terms of Service',
      body: 'Newer terms for {{brand.name}}.',
    }).expect(200);
    expect(replaced.body).toMatchObject({ version: 2, status: 'draft', body: 'Newer terms for {{brand.name}}.' });

    const published = await publish(editor, 'terms').expect(200);
    expect(published.body).toMatchObject({
      version: 2,
      status: 'published',
      author: 'edna',
      publishedAt: expect.any(String),
    });
    expect((await page('terms').expect(200)).body).toMatchObject({
      version: 2,
      body: 'Newer terms for SkyTeal Travel.',
      html: '<p>Newer terms for SkyTeal Travel.</p>\n',
    });
    expect((await revisions('terms')).map(({ version, status }) => [version, status])).toEqual([
      [2, 'published'],
      [1, 'superseded'],
    ]);

    const restored = await restore(editor, 'terms', 1).expect(200);
    expect(restored.body).toMatchObject({ version: 3, status: 'published', author: 'edna' });
    expect((await page('terms').expect(200)).body).toMatchObject({ version: 3, body: original });
    expect((await revisions('terms')).map(({ version, status }) => [version, status])).toEqual([
      [3, 'published'],
      [2, 'superseded'],
      [1, 'superseded'],
    ]);
  });

  test('when there is no draft, then publishing answers 409 NO_DRAFT and the page is unchanged', async () => {
    const res = await publish(editor, 'cookies').expect(409);

    expect(res.body).toEqual({ message: 'There is no draft to publish', error: 'NO_DRAFT' });
    expect((await page('cookies').expect(200)).body.version).toBe(1);
  });

  test('when the version to restore does not exist, then 404 REVISION_NOT_FOUND', async () => {
    const res = await restore(editor, 'cookies', 99).expect(404);

    expect(res.body).toEqual({ message: 'Revision not found', error: 'REVISION_NOT_FOUND' });
  });

  test('when a draft was started before a restore, then publishing it gives the newest version number', async () => {
    await saveDraft(editor, 'expedia', { title: 'Partner Offers', body: 'Draft started first.' }).expect(200);
    await restore(editor, 'expedia', 1).expect(200);

    const published = await publish(editor, 'expedia').expect(200);

    // The draft was version 2 and the restore took 3: the draft is published as 4, above both.
    expect(published.body).toMatchObject({ version: 4, status: 'published', body: 'Draft started first.' });
    expect((await revisions('expedia')).map(({ version, status }) => [version, status])).toEqual([
      [4, 'published'],
      [3, 'superseded'],
      [1, 'superseded'],
    ]);
  });

  test("when the draft breaks the contract, then 400 with the contract's message", async () => {
    const res = await saveDraft(editor, 'about', { title: '  ', body: 'x' }).expect(400);

    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Title is required' });
  });

  test('when an admin edits, then it works as for an editor', async () => {
    const admin = await signIn(t, ADMIN.username, ADMIN.password);

    await saveDraft(admin, 'cancellation-policy', {
      title: 'Cancellation and Refund Policy',
      body: 'Admin draft.',
    }).expect(200);
    await admin.agent.get('/api/content/cancellation-policy/revisions').expect(200);
  });
});

describe("a brand's own page", () => {
  test("when an editor publishes a page for one brand, then that brand sees it and the others keep the default brand's", async () => {
    await saveDraft(
      editor,
      'privacy',
      { title: 'SunJet Privacy', body: 'Write to {{brand.email}}.' },
      'sunjet.travel',
    ).expect(200);
    await publish(editor, 'privacy', 'sunjet.travel').expect(200);

    expect((await page('privacy', 'sunjet.travel').expect(200)).body).toMatchObject({
      brand: 'sunjet.travel',
      title: 'SunJet Privacy',
      version: 1,
      body: 'Write to hello@sunjet.travel.',
    });
    const nordic = (await page('privacy', 'nordicwings.com').expect(200)).body;
    expect(nordic.title).toBe('Privacy Policy');
    expect(nordic.body).toContain('post@nordicwings.com');
    expect((await page('privacy').expect(200)).body.title).toBe('Privacy Policy');
  });

  test('when the brand to edit does not exist, then 404 BRAND_NOT_FOUND', async () => {
    const res = await saveDraft(editor, 'privacy', { title: 'x', body: 'y' }, 'nobody.example').expect(404);

    expect(res.body).toEqual({ message: 'Brand not found', error: 'BRAND_NOT_FOUND' });
  });
});

describe('stored Markdown is served sanitized', () => {
  test('when an editor publishes script, event handlers and unsafe links, then the public HTML has none, and safe links survive', async () => {
    const body = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[x](javascript:alert(1))',
      '<a href="data:text/html,<script>alert(1)</script>">data</a>',
      '[mail](mailto:{{brand.email}}) [call](tel:+18883255180) [airline](https://airline.example/) [faq](/faq)',
    ].join('\n\n');
    await saveDraft(editor, 'xss-check', { title: 'Check', body }).expect(200);
    await publish(editor, 'xss-check').expect(200);

    const { html } = (await page('xss-check').expect(200)).body as { html: string };

    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain('href="mailto:support@skytealtravel.com"');
    expect(html).toContain('href="tel:+18883255180"');
    expect(html).toContain('<a href="https://airline.example/" rel="noopener noreferrer">airline</a>');
    expect(html).toContain('<a href="/faq">faq</a>');
  });
});

describe('GET /api/content/pages', () => {
  test('when an editor opens the list, then every page is there with its version, draft flag and last change', async () => {
    await saveDraft(editor, 'faq', { title: 'Frequently Asked Questions', body: '## Booking\n\n### Q\n\nA.' }).expect(
      200,
    );

    const res = await editor.agent.get('/api/content/pages').expect(200);

    const pages = contentPageListSchema.parse(res.body);
    expect(pages.slice(0, 8).map((entry) => entry.slug)).toEqual([
      'privacy',
      'terms',
      'cookies',
      'cancellation-policy',
      'about',
      'faq',
      'support-help',
      'expedia',
    ]);
    expect(pages.find((entry) => entry.slug === 'faq')).toMatchObject({
      title: 'Frequently Asked Questions',
      publishedVersion: 1,
      hasDraft: true,
    });
    expect(pages.find((entry) => entry.slug === 'about')).toMatchObject({
      title: 'About Us',
      publishedVersion: 1,
      hasDraft: false,
      updatedAt: expect.any(String),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('when the list is for a brand, then pages it does not have yet show no version of their own', async () => {
    const res = await editor.agent.get('/api/content/pages?brand=nordicwings.com').expect(200);

    expect(res.body.find((entry: { slug: string }) => entry.slug === 'about')).toEqual({
      slug: 'about',
      title: 'About Us',
      publishedVersion: null,
      hasDraft: false,
      updatedAt: null,
    });
  });
});

describe('who may edit', () => {
  const writes: Array<[string, (who: SignedIn) => request.Test]> = [
    [
      'PUT /api/content/about/draft',
      (who) => who.agent.put('/api/content/about/draft').set('X-CSRF-Token', who.token).send({ title: 'T', body: 'B' }),
    ],
    [
      'POST /api/content/about/publish',
      (who) => who.agent.post('/api/content/about/publish').set('X-CSRF-Token', who.token),
    ],
    [
      'POST /api/content/about/revisions/1/restore',
      (who) => who.agent.post('/api/content/about/revisions/1/restore').set('X-CSRF-Token', who.token),
    ],
    ['GET /api/content/about/revisions', (who) => who.agent.get('/api/content/about/revisions')],
    ['GET /api/content/pages', (who) => who.agent.get('/api/content/pages')],
  ];

  test.each(writes)('when a guest calls %s, then 401 NOT_AUTHENTICATED', async (_route, call) => {
    const res = await call(await guest(t)).expect(401);

    expect(res.body).toEqual({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' });
  });

  test.each(writes)('when a traveller calls %s, then 403 FORBIDDEN', async (_route, call) => {
    const res = await call(traveller).expect(403);

    expect(res.body.error).toBe('FORBIDDEN');
  });

  test('when those calls were refused, then the page is unchanged', async () => {
    expect((await revisions('about')).map(({ version }) => version)).toEqual([1]);
  });

  test('when an editor writes without the CSRF token, then 403 CSRF_INVALID and no draft is made', async () => {
    const res = await editor.agent.put('/api/content/support-help/draft').send({ title: 'T', body: 'B' }).expect(403);

    expect(res.body).toEqual({ message: 'Invalid or missing CSRF token', error: 'CSRF_INVALID' });
    expect((await revisions('support-help')).map(({ status }) => status)).toEqual(['published']);
  });
});
