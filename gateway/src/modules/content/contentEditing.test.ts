import type request from 'supertest';
import { contentPreviewSchema, contentRevisionSchema } from '@portal/platform-common/contracts';
import { contentPage, contentRevisions, preview, publish, restore, saveDraft } from '../../../test/contentStories';
import { ADMIN, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { guest, signIn, signInAs, type SignedIn } from '../../../test/users';

// Editing content pages (draft, publish, restore) and who may; reading them is in content.test.ts.
let t: TestApp;
let editor: SignedIn;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signInAs(t, 'edna', ['traveller', 'editor']);
  traveller = await signInAs(t, 'trevor', ['traveller']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('editing a page: draft, publish, restore', () => {
  test('when an editor drafts, publishes and then restores, then versions, statuses and the public page follow', async () => {
    const original = (await contentPage(t, 'terms').expect(200)).body.body as string;

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
    expect((await contentPage(t, 'terms').expect(200)).body).toMatchObject({ version: 1, body: original });

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
    expect((await contentPage(t, 'terms').expect(200)).body).toMatchObject({
      version: 2,
      body: 'Newer terms for SkyTeal Travel.',
      html: '<p>Newer terms for SkyTeal Travel.</p>\n',
    });
    expect((await contentRevisions(editor, 'terms')).map(({ version, status }) => [version, status])).toEqual([
      [2, 'published'],
      [1, 'superseded'],
    ]);

    const restored = await restore(editor, 'terms', 1).expect(200);
    expect(restored.body).toMatchObject({ version: 3, status: 'published', author: 'edna' });
    expect((await contentPage(t, 'terms').expect(200)).body).toMatchObject({ version: 3, body: original });
    expect((await contentRevisions(editor, 'terms')).map(({ version, status }) => [version, status])).toEqual([
      [3, 'published'],
      [2, 'superseded'],
      [1, 'superseded'],
    ]);
  });

  test('when there is no draft, then publishing answers 409 NO_DRAFT and the page is unchanged', async () => {
    const res = await publish(editor, 'cookies').expect(409);

    expect(res.body).toEqual({ message: 'There is no draft to publish', error: 'NO_DRAFT' });
    expect((await contentPage(t, 'cookies').expect(200)).body.version).toBe(1);
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
    expect((await contentRevisions(editor, 'expedia')).map(({ version, status }) => [version, status])).toEqual([
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

describe('previewing a page', () => {
  test("when an editor previews a text under a brand, then it comes back as that brand's visitors would see it: details filled in, rendered and sanitized", async () => {
    const res = await preview(
      editor,
      'about',
      {
        title: 'About {{brand.name}}',
        body: '## Call us\n\nOn **{{brand.phone}}**.\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
      },
      'sunjet.travel',
    ).expect(200);

    const shown = contentPreviewSchema.parse(res.body);
    expect(shown.title).toBe('About SunJet Travel');
    expect(shown.html).toContain('<h2>Call us</h2>');
    expect(shown.html).toContain('<strong>+1 (800) 555-0142</strong>');
    expect(shown.html).not.toMatch(/<script|<img|onerror/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('when the text is still empty, then the preview is empty rather than refused', async () => {
    const res = await preview(editor, 'about', { title: '', body: '' }).expect(200);

    expect(res.body).toEqual({ title: '', html: '' });
  });

  test('when a preview asks for a brand that does not exist, then 404 BRAND_NOT_FOUND', async () => {
    const res = await preview(editor, 'about', { title: 'T', body: 'B' }, 'unknown.example').expect(404);

    expect(res.body).toEqual({ message: 'Brand not found', error: 'BRAND_NOT_FOUND' });
  });

  test("when the text breaks the draft's limits or is not text, then 400 with the contract's message", async () => {
    const tooLong = await preview(editor, 'about', { title: 'T', body: 'x'.repeat(100_001) }).expect(400);
    expect(tooLong.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Content cannot exceed 100,000 characters',
    });
    await editor.agent
      .post('/api/content/about/preview')
      .set('X-CSRF-Token', editor.token)
      .send({ title: 'T', body: 42 })
      .expect(400);
  });

  test('when an editor previews, then nothing is saved', async () => {
    const before = await contentRevisions(editor, 'terms');
    await preview(editor, 'terms', { title: 'Terms', body: 'Not saved.' }).expect(200);

    expect(await contentRevisions(editor, 'terms')).toEqual(before);
  });
});

describe('who may edit', () => {
  const writes: Array<[string, (who: SignedIn) => request.Test]> = [
    [
      'PUT /api/content/about/draft',
      (who) => who.agent.put('/api/content/about/draft').set('X-CSRF-Token', who.token).send({ title: 'T', body: 'B' }),
    ],
    [
      'POST /api/content/about/preview',
      (who) =>
        who.agent.post('/api/content/about/preview').set('X-CSRF-Token', who.token).send({ title: 'T', body: 'B' }),
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
    expect((await contentRevisions(editor, 'about')).map(({ version }) => version)).toEqual([1]);
  });

  test('when an editor writes without the CSRF token, then 403 CSRF_INVALID and no draft is made', async () => {
    const res = await editor.agent.put('/api/content/support-help/draft').send({ title: 'T', body: 'B' }).expect(403);

    expect(res.body).toEqual({ message: 'Invalid or missing CSRF token', error: 'CSRF_INVALID' });
    expect((await contentRevisions(editor, 'support-help')).map(({ status }) => status)).toEqual(['published']);
  });
});
