import { Profiler } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { flightsApi, type PortalStore } from '@portal/platform';
import { json, mockGateway, renderWithProviders, makeOffers, searchResponse } from '@portal/platform/testing';
import { PREVIOUS_RESULTS_KEY, type PreviousResults } from './previousResults';
import { SearchResultsPage } from './SearchResultsPage';
import { mockListLayout } from './testing/listLayout';

const SEARCH =
  'origin=JFK&destination=LAX&departureDate=2026-12-01&cabinClass=economy&adults=2&children=1&infants=1&tripType=one-way';
const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'token' }) };
const firstPage = makeOffers(30, { id: 'first' });
const loaded = () => screen.getByText(/flights loaded$/).textContent;
const stored = () => JSON.parse(window.localStorage.getItem(PREVIOUS_RESULTS_KEY) ?? 'null') as PreviousResults | null;

const renderPage = (route = `/search?${SEARCH}`) => {
  const view = renderWithProviders(<SearchResultsPage />, { route });
  const addresses: string[] = [];
  view.router.subscribe((state) => addresses.push(state.location.search));
  return { ...view, addresses };
};

let undoLayout: () => void;
beforeEach(() => {
  window.localStorage.clear();
  undoLayout = mockListLayout();
});
afterEach(() => undoLayout());

describe('load more', () => {
  test('shows only while fewer offers are loaded than total_count', async () => {
    mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse(firstPage, 30)) });
    const { unmount } = renderPage();
    await screen.findAllByTestId('offer-card');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    unmount();

    mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse(firstPage, 45)) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(loaded()).toBe('30 of 45 flights loaded');
    expect(screen.queryByRole('button', { name: 'Back to First Page' })).not.toBeInTheDocument();
  });

  test('stores the loaded offers, marks the address, then asks for page 1 of 100 for the same party', async () => {
    const nextPage = [...firstPage, ...makeOffers(70, { id: 'next' })];
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/flights/search': () => json(searchResponse(firstPage, 130)),
      'GET /api/flights/search': () => json(searchResponse(nextPage, 130, 1, 100)),
    });
    const { user, router, addresses } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(addresses).toContainEqual(expect.stringMatching(/showMore=true&previousCount=30$/));
    expect(stored()).toMatchObject({ search: expect.stringContaining('origin=JFK'), totalCount: 130 });
    expect(stored()?.offers.map((offer) => offer.id)).toEqual(firstPage.map((offer) => offer.id));

    await waitFor(() => expect(loaded()).toBe('100 of 130 flights loaded'));
    const query = new URLSearchParams(
      calls.find((call) => call.method === 'GET' && call.path.startsWith('/api/flights/search'))?.path.split('?')[1],
    );
    expect(Object.fromEntries(query)).toMatchObject({
      page: '1',
      limit: '100',
      adultsCount: '2',
      childrenCount: '1',
      infantsCount: '1',
    });
    expect(router.state.location.search).not.toMatch(/showMore|previousCount/);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to First Page' })).toBeInTheDocument();
  });

  test("after a reload with showMore, merges page floor(N/100)+1 with the stored offers, in the gateway's order and without duplicates", async () => {
    const previous = makeOffers(100, { id: 'prev' });
    window.localStorage.setItem(
      PREVIOUS_RESULTS_KEY,
      JSON.stringify({ search: SEARCH, offers: previous, totalCount: 140 }),
    );
    // The next page repeats five stored offers and brings 40 cheaper new ones.
    const page2 = [
      ...previous.slice(95),
      ...makeOffers(40, { id: 'new' }).map((offer) => ({
        ...offer,
        total_amount: (Number(offer.total_amount) - 50).toFixed(2),
      })),
    ];
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/flights/search': () => json(searchResponse(firstPage, 140)),
      'GET /api/flights/search': () => json(searchResponse(page2, 140, 2, 100)),
    });
    const { router } = renderPage(`/search?${SEARCH}&showMore=true&previousCount=100`);

    await waitFor(() => expect(loaded()).toBe('140 of 140 flights loaded'));
    expect(calls.some((call) => call.method === 'GET' && /page=2&limit=100/.test(call.path))).toBe(true);
    expect(router.state.location.search).toBe(`?${SEARCH}&loaded=100`);
    expect(screen.getAllByTestId('offer-price')[0]).toHaveTextContent('$100');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('a reload of a page that had loaded more loads those cards again (loaded=N in the address)', async () => {
    const previous = makeOffers(100, { id: 'prev' });
    window.localStorage.setItem(
      PREVIOUS_RESULTS_KEY,
      JSON.stringify({ search: SEARCH, offers: previous, fareGroups: [], totalCount: 140 }),
    );
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/flights/search': () => json(searchResponse(firstPage, 140)),
      'GET /api/flights/search': () => json(searchResponse(makeOffers(40, { id: 'more' }), 140, 2, 100)),
    });
    renderPage(`/search?${SEARCH}&loaded=100`);

    await waitFor(() => expect(loaded()).toBe('140 of 140 flights loaded'));
    expect(calls.some((call) => call.method === 'GET' && /page=2&limit=100/.test(call.path))).toBe(true);
  });

  test('a reload whose stored cards are gone loads the same cards at once: 30 loaded before load-more are the first 100 again, not 130', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/flights/search': () => json(searchResponse(firstPage, 137)),
      'GET /api/flights/search': (call) => {
        const limit = Number(new URLSearchParams(call.path.split('?')[1]).get('limit'));
        return json(searchResponse(makeOffers(limit, { id: 'all' }), 137, 1, limit));
      },
    });
    renderPage(`/search?${SEARCH}&loaded=30`);

    await waitFor(() => expect(loaded()).toBe('100 of 137 flights loaded'));
    expect(calls.some((call) => call.method === 'GET' && /page=1&limit=100(&|$)/.test(call.path))).toBe(true);
  });

  test('load more keeps the filters and order: the next page is asked for in them', async () => {
    const SEARCH_WITH_VIEW = `${SEARCH}&stops=0&sort=price-desc`;
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/flights/search': () => json(searchResponse(firstPage, 130)),
      'GET /api/flights/search': () =>
        json(searchResponse([...firstPage, ...makeOffers(70, { id: 'next' })], 130, 1, 100)),
    });
    const { user } = renderPage(`/search?${SEARCH_WITH_VIEW}`);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(loaded()).toBe('100 of 130 flights loaded'));
    const query = new URLSearchParams(
      calls.find((call) => call.method === 'GET' && call.path.startsWith('/api/flights/search?'))?.path.split('?')[1],
    );
    expect(Object.fromEntries(query)).toMatchObject({ page: '1', limit: '100', stops: '0', sort: 'price-desc' });
  });

  test("after a new order is chosen, Load more waits until that order's cards are on screen: it never stores the cards of the order before", async () => {
    const bestOrder = makeOffers(30, { id: 'best' }).reverse();
    const cheapestFirst = makeOffers(30, { id: 'cheap' });
    mockGateway({
      ...csrf,
      'POST /api/flights/search': (request) =>
        json(searchResponse((request.body as { sort?: string }).sort === 'price-asc' ? cheapestFirst : bestOrder, 45)),
      'GET /api/flights/search': () =>
        json(searchResponse([...cheapestFirst, ...makeOffers(15, { id: 'more' })], 45, 1, 100)),
    });
    // Every commit once the store holds the Cheapest answer: is Load more offered, over which order's cards?
    const commits: string[] = [];
    const page: { store?: PortalStore } = {};
    const recordCommit = () => {
      const queries = page.store ? Object.values(page.store.getState()[flightsApi.reducerPath].queries) : [];
      const cheapestHeld = queries.some(
        (query) => (query?.originalArgs as { sort?: string } | undefined)?.sort === 'price-asc' && query?.data,
      );
      if (!cheapestHeld) return;
      const button = screen.queryByRole('button', { name: 'Load more' });
      const firstPrice = screen.queryAllByTestId('offer-price')[0]?.textContent ?? 'no cards';
      commits.push(`${button && !button.hasAttribute('disabled') ? 'offered' : 'held'} over ${firstPrice}`);
    };
    const { user, store } = renderWithProviders(
      <Profiler id="results-page" onRender={recordCommit}>
        <SearchResultsPage />
      </Profiler>,
      { route: `/search?${SEARCH}` },
    );
    page.store = store;
    await screen.findAllByTestId('offer-card');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    expect(screen.getAllByTestId('offer-price')[0]).toHaveTextContent('$390');

    await user.click(screen.getByRole('button', { name: /^Cheapest/ }));
    await waitFor(() => expect(screen.getAllByTestId('offer-price')[0]).toHaveTextContent('$100'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    expect(commits).toContain('offered over $100');
    expect(commits).not.toContain('offered over $390');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(stored()?.offers.map((offer) => offer.id)).toEqual(cheapestFirst.map((offer) => offer.id));
    await waitFor(() => expect(loaded()).toBe('45 of 45 flights loaded'));
  });

  test('Back to First Page forgets the stored offers and shows the first 30 again', async () => {
    mockGateway({
      ...csrf,
      'POST /api/flights/search': () => json(searchResponse(firstPage, 130)),
      'GET /api/flights/search': () => json(searchResponse(makeOffers(100, { id: 'next' }), 130, 1, 100)),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(loaded()).toBe('130 of 130 flights loaded'));

    await user.click(screen.getByRole('button', { name: 'Back to First Page' }));
    expect(loaded()).toBe('30 of 130 flights loaded');
    expect(window.localStorage.getItem(PREVIOUS_RESULTS_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to First Page' })).not.toBeInTheDocument();
  });
});

describe('a thousand offers', () => {
  test('only the cards near the viewport are in the page', async () => {
    // The test store's development-only checks time themselves on a 1,000-offer answer.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse(makeOffers(1000), 1000, 1, 1000)) });
    renderPage();

    await screen.findAllByTestId('offer-card');
    expect(screen.getByTestId('results-count')).toHaveTextContent('1000 flights');
    expect(screen.getAllByTestId('offer-card').length).toBeLessThan(20);
    // The whole list's height is reserved, so the scrollbar is right from the start.
    expect(parseInt(screen.getByTestId('offer-list').style.height, 10)).toBeGreaterThan(200_000);

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 100_000 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    // About 400 cards down (offers are priced 100, 110, 120...): the first ones have left the page.
    const shownPrices = () =>
      screen.getAllByTestId('offer-price').map((price) => Number(price.textContent?.replace(/[$,]/g, '')));
    await waitFor(() => expect(Math.min(...shownPrices())).toBeGreaterThan(3_500));
    expect(Math.max(...shownPrices())).toBeLessThan(5_000);
    expect(screen.getAllByTestId('offer-card').length).toBeLessThan(20);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    warn.mockRestore();
  });
});
