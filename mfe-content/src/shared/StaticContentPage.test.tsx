import { screen, within } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { StaticContentPage } from './StaticContentPage';
import { brandState, contentPage, editor, traveller } from '../testing/contentFixtures';

const renderAbout = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<StaticContentPage slug="about" />, {
    route: '/about',
    preloadedState: brandState(),
    ...options,
  });

describe('StaticContentPage', () => {
  afterEach(() => jest.restoreAllMocks());
  test("shows the gateway's published page for the brand, its html under the page's h1", async () => {
    const { calls } = mockGateway({ 'GET /api/content/about': () => json(contentPage()) });
    renderAbout();

    expect(await screen.findByRole('heading', { level: 1, name: 'About SunJet' })).toBeInTheDocument();
    expect(screen.getByText('there', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Last updated Mar 04, 2026')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/content/about?brand=sunjet.travel']);
  });

  test('shows a skeleton while the page loads, under the known title', () => {
    mockGateway({ 'GET /api/content/about': () => new Promise<Response>(() => undefined) });
    renderAbout();

    expect(screen.getByTestId('content-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  test("when the gateway answers 500, it shows the shipped text with the brand's details filled in", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockGateway({ 'GET /api/content/about': () => json({ message: 'Internal error', error: 'INTERNAL' }, 500) });
    renderAbout();

    expect(
      await screen.findByText(/SunJet Travel helps travellers find and book the right flight/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@sunjet.travel' })).toHaveAttribute(
      'href',
      'mailto:help@sunjet.travel',
    );
    expect(screen.queryByText(/\{\{brand\./)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[mfe-content]', expect.stringContaining('showing the shipped text'));
  });

  test('when the gateway cannot be reached, it shows the shipped text too', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderWithProviders(<StaticContentPage slug="cookies" />, { route: '/cookies', preloadedState: brandState() });

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: '90 days' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  test('editors and admins get an Edit page button; travellers do not', async () => {
    mockGateway({ 'GET /api/content/about': () => json(contentPage()) });
    const { unmount } = renderAbout({ user: editor });
    expect(await screen.findByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/content/edit/about');
    unmount();

    renderAbout({ user: traveller });
    await screen.findByRole('heading', { level: 1, name: 'About SunJet' });
    expect(screen.queryByRole('link', { name: 'Edit page' })).not.toBeInTheDocument();
  });

  test('a link to one of our pages moves within the app', async () => {
    mockGateway({
      'GET /api/content/about': () => json(contentPage({ html: '<p><a href="/faq">Read the FAQ</a></p>' })),
    });
    const { user, router } = renderAbout();

    await user.click(await screen.findByRole('link', { name: 'Read the FAQ' }));

    expect(router.state.location.pathname).toBe('/faq');
  });
});
