import { contentPageListSchema, contentPageSchema } from '@portal/platform-common/contracts';
import { contentPage, publish, saveDraft } from '../../../test/contentStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signInAs, type SignedIn } from '../../../test/users';

// Content pages as travellers and editors read them (one brand's own, sanitized, the editor's list);
// editing them, and who may, is in contentEditing.test.ts.
let t: TestApp;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signInAs(t, 'edna', ['traveller', 'editor']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('GET /api/content/:slug', () => {
  test("when a seeded page is asked for, then the published page comes back with the default brand's details, rendered and not cached stale", async () => {
    const res = await contentPage(t, 'about').expect(200);

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
    const res = await contentPage(t, 'about', 'sunjet.travel').expect(200);

    expect(res.body).toMatchObject({ brand: 'sunjet.travel', version: 1 });
    expect(res.body.body).toContain('SunJet Travel');
    expect(res.body.body).toContain('+1 (800) 555-0142');
    expect(res.body.body).toContain('1001 Brickell Bay Drive, Miami, FL 33131, USA');
    expect(res.body.body).not.toContain('SkyTeal');
    expect(res.body.html).toContain('href="mailto:hello@sunjet.travel"');
  });

  test("when the brand is unknown, then the default brand's page and details are served", async () => {
    const res = await contentPage(t, 'about', 'unknown.example').expect(200);

    expect(res.body).toMatchObject({ brand: 'default' });
    expect(res.body.body).toContain('SkyTeal Travel');
  });

  test('when no brand has the page, then 404 CONTENT_NOT_FOUND', async () => {
    const res = await contentPage(t, 'no-such-page').expect(404);

    expect(res.body).toEqual({ message: 'Page not found', error: 'CONTENT_NOT_FOUND' });
  });

  test('when the address is not a page address, then 400 VALIDATION_ERROR', async () => {
    const res = await contentPage(t, 'Bad_Slug').expect(400);

    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'A page address is lower-case letters, digits and hyphens',
    });
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

    expect((await contentPage(t, 'privacy', 'sunjet.travel').expect(200)).body).toMatchObject({
      brand: 'sunjet.travel',
      title: 'SunJet Privacy',
      version: 1,
      body: 'Write to hello@sunjet.travel.',
    });
    const nordic = (await contentPage(t, 'privacy', 'nordicwings.com').expect(200)).body;
    expect(nordic.title).toBe('Privacy Policy');
    expect(nordic.body).toContain('post@nordicwings.com');
    expect((await contentPage(t, 'privacy').expect(200)).body.title).toBe('Privacy Policy');
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

    const { html } = (await contentPage(t, 'xss-check').expect(200)).body as { html: string };

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
