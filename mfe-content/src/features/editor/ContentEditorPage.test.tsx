import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, selectCurrentToast } from '@portal/platform';
import { CONTENT_DEFAULTS } from '@portal/platform/content-defaults';
import { json, mockGateway, renderWithProviders, type MockedCall } from '@portal/platform/testing';
import { ContentEditorPage } from './ContentEditorPage';
import { brandState, csrf, editor, revision, traveller } from '../../testing/contentFixtures';

const revisions = [
  revision({ version: 1, body: 'Welcome to {{brand.name}}.\nWe sell flights.', status: 'superseded' }),
  revision({
    version: 2,
    body: 'Welcome to {{brand.name}}.\nWe sell flights and hotels.',
    status: 'published',
    publishedAt: '2026-03-02T10:00:00.000Z',
  }),
];

const renderEditor = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/content/edit/:slug" element={<ContentEditorPage />} />
    </Routes>,
    { route: '/content/edit/about', preloadedState: brandState(), user: editor, ...options },
  );

/** What the editor changed on the gateway: every call but reads and previews (a preview saves nothing). */
const changesIn = (calls: MockedCall[]) =>
  calls.filter(({ method, path }) => method !== 'GET' && !path.includes('/preview'));

const answer = (version: number, status: 'draft' | 'published') =>
  json(revision({ version, status, title: 'About Us', body: 'New text' }));

describe('ContentEditorPage', () => {
  test('opens on the published text and previews what is typed as the gateway renders it for the brand', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'GET /api/content/about/revisions': () => json(revisions),
      'POST /api/content/about/preview': ({ body }) =>
        json(
          (body as { body: string }).body.startsWith('## Our story')
            ? { title: 'About Us', html: '<h2>Our story</h2><p>Founded in <strong>2020</strong>.</p>' }
            : { title: 'About Us', html: '<p>Welcome to SunJet Travel.</p>' },
        ),
    });
    const { user } = renderEditor();
    const previews = () => calls.filter(({ method, path }) => method === 'POST' && path.includes('/preview'));

    const body = await screen.findByRole('textbox', { name: /^Content \(Markdown\)/ });
    expect(body).toHaveValue('Welcome to {{brand.name}}.\nWe sell flights and hotels.');
    const preview = within(screen.getByTestId('editor-preview'));
    expect(await preview.findByText('Welcome to SunJet Travel.')).toBeInTheDocument();
    expect(previews()[0]).toMatchObject({
      path: '/api/content/about/preview?brand=sunjet.travel',
      body: { title: 'About Us', body: 'Welcome to {{brand.name}}.\nWe sell flights and hotels.' },
    });
    expect(previews()[0]?.headers.get('X-CSRF-Token')).toBe('token');

    await user.clear(body);
    await user.type(body, '## Our story{Enter}{Enter}Founded in **2020**.');

    expect(await preview.findByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(preview.getByText('2020', { selector: 'strong' })).toBeInTheDocument();
    expect(previews().at(-1)?.body).toEqual({ title: 'About Us', body: '## Our story\n\nFounded in **2020**.' });
  });

  test('a preview the gateway cannot give is said so, and the text is kept', async () => {
    mockGateway({
      'GET /api/content/about/revisions': () => json(revisions),
      'POST /api/content/about/preview': () => json({ message: 'Something went wrong', error: 'INTERNAL_ERROR' }, 500),
    });
    renderEditor();

    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be updated.');
    expect(screen.getByRole('textbox', { name: /^Content \(Markdown\)/ })).toHaveValue(
      'Welcome to {{brand.name}}.\nWe sell flights and hotels.',
    );
  });

  test("a page its brand has not published opens on the default brand's published text", async () => {
    const { calls } = mockGateway({
      'GET /api/content/about/revisions': ({ path }) => json(path.endsWith('brand=default') ? revisions : []),
    });
    renderEditor();

    const body = await screen.findByRole('textbox', { name: /^Content \(Markdown\)/ });
    expect(body).toHaveValue('Welcome to {{brand.name}}.\nWe sell flights and hotels.');
    expect(calls.filter(({ method }) => method === 'GET').map(({ path }) => path)).toEqual([
      '/api/content/about/revisions?brand=sunjet.travel',
      '/api/content/about/revisions?brand=default',
    ]);
  });

  test('a page no brand has published opens on the text the portal ships', async () => {
    mockGateway({ 'GET /api/content/about/revisions': () => json([]) });
    renderEditor();

    const shipped = CONTENT_DEFAULTS.find((page) => page.slug === 'about')!;
    expect(await screen.findByRole('textbox', { name: /^Content \(Markdown\)/ })).toHaveValue(shipped.body);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(shipped.title);
  });

  test('Save draft sends PUT with the title and text, and says so', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'GET /api/content/about/revisions': () => json(revisions),
      'PUT /api/content/about/draft': () => answer(3, 'draft'),
    });
    const { user, store } = renderEditor();

    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'About SunJet');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(selectCurrentToast(store.getState())).toMatchObject({ title: 'Draft saved' }));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/content/about/draft?brand=sunjet.travel',
      body: { title: 'About SunJet', body: 'Welcome to {{brand.name}}.\nWe sell flights and hotels.' },
    });
  });

  test('an empty title is refused before anything is sent', async () => {
    const { calls } = mockGateway({ 'GET /api/content/about/revisions': () => json(revisions) });
    const { user } = renderEditor();

    await user.clear(await screen.findByRole('textbox', { name: /^Title/ }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(changesIn(calls)).toEqual([]);
  });

  test('Publish saves the text on screen as the draft, then POSTs publish', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'GET /api/content/about/revisions': () => json(revisions),
      'PUT /api/content/about/draft': () => answer(3, 'draft'),
      'POST /api/content/about/publish': () => answer(3, 'published'),
    });
    const { user, store } = renderEditor();

    await user.type(await screen.findByRole('textbox', { name: /^Content/ }), '{Enter}New line.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Page published',
        description: 'Version 3 is now live.',
      }),
    );
    const writes = changesIn(calls).map((call) => `${call.method} ${call.path}`);
    expect(writes).toEqual([
      'PUT /api/content/about/draft?brand=sunjet.travel',
      'POST /api/content/about/publish?brand=sunjet.travel',
    ]);
  });

  test('the history compares a revision with the published text and restores it in one click', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'GET /api/content/about/revisions': () => json(revisions),
      'POST /api/content/about/revisions/1/restore': () =>
        json(revision({ version: 3, status: 'published', body: revisions[0]?.body })),
    });
    const { user, store } = renderEditor();

    const history = within(await screen.findByRole('list', { name: 'Revision history' }));
    await user.click(history.getByRole('button', { name: 'Compare' }));
    const diff = within(await screen.findByTestId('revision-diff'));
    expect(diff.getByText('- We sell flights and hotels.')).toBeInTheDocument();
    expect(diff.getByText('+ We sell flights.')).toBeInTheDocument();

    await user.click(history.getByRole('button', { name: 'Restore version 1' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Version 1 restored',
        description: 'It is live again as version 3.',
      }),
    );
    expect(
      changesIn(calls)
        .filter((call) => call.method === 'POST')
        .map((call) => call.path),
    ).toEqual(['/api/content/about/revisions/1/restore?brand=sunjet.travel']);
  });

  test('a failed publish shows the gateway message', async () => {
    mockGateway({
      ...csrf,
      'GET /api/content/about/revisions': () => json([...revisions, revision({ version: 3, status: 'draft' })]),
      'POST /api/content/about/publish': () =>
        json({ message: 'There is no draft to publish', error: 'NO_DRAFT' }, 409),
    });
    const { user, store } = renderEditor();

    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Not published',
        description: 'There is no draft to publish',
        variant: 'destructive',
      }),
    );
  });

  test('travellers are told they cannot edit; guests also get a sign-in link', async () => {
    const { calls } = mockGateway({});
    const { unmount } = renderEditor({ user: traveller });
    expect(await screen.findByText("You don't have permission to edit content.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    unmount();

    renderEditor({ user: null });
    expect(await screen.findByText("You don't have permission to edit content.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcontent%2Fedit%2Fabout',
    );
    expect(calls).toEqual([]);
  });
});
