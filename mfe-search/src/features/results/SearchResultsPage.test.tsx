import { act, screen, waitFor, within } from '@testing-library/react';
import {
  json,
  mockGateway,
  renderWithProviders,
  makeOffer,
  makeOffers,
  searchResponse,
} from '@portal/platform/testing';
import { SearchResultsPage } from './SearchResultsPage';
import { makeFacets } from './testing/facetFixtures';
import { mockListLayout } from './testing/listLayout';

const SEARCH =
  'origin=JFK&destination=LAX&departureDate=2026-12-01&returnDate=2026-12-08&cabinClass=business&adults=2&children=1&infants=1&tripType=round-trip';
const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'token' }) };
const never = () => new Promise<Response>(() => undefined);

const renderPage = (route = `/search?${SEARCH}`) => renderWithProviders(<SearchResultsPage />, { route });
const cards = () => screen.queryAllByTestId('offer-card');

let undoLayout: () => void;
beforeEach(() => {
  window.localStorage.clear();
  undoLayout = mockListLayout();
});
afterEach(() => undoLayout());

describe('SearchResultsPage', () => {
  test('without a route and a date it invites a search instead of failing', () => {
    const { fetchMock } = mockGateway({});
    renderPage('/search?origin=JFK');
    expect(screen.getByRole('link', { name: 'Search Flights' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Error Loading Flights')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('asks for the first 30 offers with the real party and shows what was searched', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/flights/search': () => json(searchResponse([makeOffer({ inbound: {} })])),
    });
    renderPage();

    expect(await screen.findAllByTestId('offer-card')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      origin: 'JFK',
      destination: 'LAX',
      departureDate: '2026-12-01',
      returnDate: '2026-12-08',
      cabinClass: 'business',
      adultsCount: 2,
      childrenCount: 1,
      infantsCount: 1,
      page: 1,
      limit: 30,
    });
    expect(screen.getByTestId('trip-type-badge')).toHaveTextContent('Round Trip');
    expect(screen.getByTestId('cabin-badge')).toHaveTextContent('Business');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New York (JFK) → Los Angeles (LAX)');
    expect(screen.getByTestId('search-dates')).toHaveTextContent('Dec 01, 2026 – Dec 08, 2026');
    expect(screen.getByTestId('search-passengers')).toHaveTextContent('2 Adults, 1 Child, 1 Infant');
    expect(screen.getByRole('button', { name: 'Modify Search' })).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('lastSearchParams')).toContain('origin=JFK');
  });

  test('Refresh Results asks the gateway again', async () => {
    const { calls } = mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse(makeOffers(2))) });
    const { user } = renderPage();
    await screen.findAllByTestId('offer-card');

    await user.click(screen.getByRole('button', { name: 'Refresh Results' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/flights/search')).toHaveLength(2),
    );
    expect(cards()).toHaveLength(2);
  });

  test('an error comes first, with the gateway message and Try Again', async () => {
    mockGateway({
      ...csrf,
      'POST /api/flights/search': () =>
        json({ message: 'The flight provider is unavailable', error: 'PROVIDER_ERROR' }, 502),
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Error Loading Flights' })).toBeInTheDocument();
    expect(screen.getByText('The flight provider is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  test("an error without a message says 'An unknown error occurred'", async () => {
    mockGateway({ ...csrf, 'POST /api/flights/search': () => new Response('', { status: 500 }) });
    renderPage();
    expect(await screen.findByText('An unknown error occurred')).toBeInTheDocument();
  });

  test('while searching: a progress bar and three skeleton cards', async () => {
    mockGateway({ ...csrf, 'POST /api/flights/search': never });
    renderPage();

    expect(await screen.findAllByTestId('offer-card-skeleton')).toHaveLength(3);
    expect(screen.getByRole('progressbar', { name: 'Searching flights' })).toBeInTheDocument();
  });

  test('while a new search runs, up to three earlier results show faded', async () => {
    let answer: () => Promise<Response> = async () => json(searchResponse(makeOffers(5)));
    mockGateway({ ...csrf, 'POST /api/flights/search': () => answer() });
    const { router } = renderPage();
    expect(await screen.findAllByTestId('offer-card')).toHaveLength(5);

    answer = never;
    await act(() => router.navigate(`/search?${SEARCH.replace('LAX', 'ORD')}`));
    expect(await screen.findAllByTestId('early-offer')).toHaveLength(3);
    expect(screen.queryByTestId('offer-card-skeleton')).not.toBeInTheDocument();
  });

  test("no offers: 'No Flights Found' with a way back to the form", async () => {
    mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse([])) });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No Flights Found' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: 'No Flights Found' }).parentElement!).getByRole('link', {
        name: 'Modify Search',
      }),
    ).toHaveAttribute('href', '/');
  });

  test('Best comes first; Cheapest, Fastest and Price: High to Low ask the gateway for that order over every offer and stay in the address', async () => {
    const offers = {
      best: [makeOffer({ id: 'mid', total_amount: '300.00' }), makeOffer({ id: 'low', total_amount: '100.00' })],
      'price-asc': [makeOffer({ id: 'low', total_amount: '100.00' }), makeOffer({ id: 'mid', total_amount: '300.00' })],
      'price-desc': [
        makeOffer({ id: 'mid', total_amount: '300.00' }),
        makeOffer({ id: 'low', total_amount: '100.00' }),
      ],
      'duration-asc': [
        makeOffer({ id: 'mid', total_amount: '300.00' }),
        makeOffer({ id: 'low', total_amount: '100.00' }),
      ],
    };
    const facets = makeFacets(2, {
      sorts: {
        best: { price: '300.00', minutes: 125 },
        'price-asc': { price: '100.00', minutes: 540 },
        'duration-asc': { price: '300.00', minutes: 125 },
      },
    });
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/flights/search': (request) => {
        const sort = (request.body as { sort?: keyof typeof offers }).sort ?? 'best';
        return json({ ...searchResponse(offers[sort]), sort, facets });
      },
    });
    const { user, router } = renderPage();
    const prices = () => screen.getAllByTestId('offer-price').map((price) => price.textContent);
    const sortAsked = () => (calls.filter((call) => call.method === 'POST').at(-1)?.body as { sort?: string }).sort;

    await screen.findAllByTestId('offer-card');
    expect(sortAsked()).toBeUndefined();
    expect(screen.getByRole('button', { name: /^Best/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Cheapest/ })).toHaveTextContent('$100 · 9h 0m');
    expect(screen.getByRole('button', { name: /^Fastest/ })).toHaveTextContent('$300 · 2h 5m');

    await user.click(screen.getByRole('button', { name: /^Cheapest/ }));
    await waitFor(() => expect(prices()).toEqual(['$100', '$300']));
    expect(sortAsked()).toBe('price-asc');
    expect(router.state.location.search).toContain('sort=price-asc');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    await waitFor(() => expect(sortAsked()).toBe('price-desc'));
    expect(router.state.location.search).toContain('sort=price-desc');
  });

  test("a filter is asked of the gateway and kept in the address; the count line is the gateway's, over every offer", async () => {
    const facets = makeFacets(40, {
      stops: [
        { value: 0, count: 9, min_price: '612.00' },
        { value: 1, count: 25, min_price: '450.00' },
        { value: 2, count: 6, min_price: '480.00' },
      ],
    });
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/flights/search': (request) =>
        json({ ...searchResponse(makeOffers(3), (request.body as { stops?: number[] }).stops ? 9 : 40), facets }),
    });
    const { user, router } = renderPage();
    await screen.findAllByTestId('offer-card');
    expect(screen.getByTestId('results-count')).toHaveTextContent(/^40 flights$/);

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(screen.getByRole('checkbox', { name: /^Nonstop/ }).closest('label')).toHaveTextContent('Nonstop9 · $612');
    await user.click(screen.getByRole('checkbox', { name: /^Nonstop/ }));

    await waitFor(() => expect(screen.getByTestId('results-count')).toHaveTextContent('9 of 40 flights'));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
      stops: [0],
      page: 1,
      limit: 30,
    });
    expect(router.state.location.search).toContain('stops=0');
  });

  test('filters and sort in the address are restored on arrival (Back, reload) and sent with the first search', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/flights/search': () => json({ ...searchResponse(makeOffers(2), 2), facets: makeFacets(10) }),
    });
    renderPage(
      `/search?${SEARCH}&stops=0,1&airlines=BA&refundable=true&maxDuration=12&sort=duration-asc&perPerson=true`,
    );
    await screen.findAllByTestId('offer-card');

    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      stops: [0, 1],
      airlines: ['BA'],
      refundable: true,
      maxDuration: 12,
      sort: 'duration-asc',
    });
    expect(screen.getByRole('button', { name: /^Fastest/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('switch', { name: 'Price per person' })).toBeChecked();
    expect(screen.getByTestId('results-count')).toHaveTextContent('2 of 10 flights');
  });

  test('prices per person divide the total by every traveller, and say so', async () => {
    mockGateway({
      ...csrf,
      'POST /api/flights/search': () => json(searchResponse([makeOffer({ total_amount: '1000.00' })])),
    });
    const { user, router } = renderPage();
    await screen.findAllByTestId('offer-card');
    expect(screen.getByTestId('offer-price')).toHaveTextContent('$1,000');

    await user.click(screen.getByRole('switch', { name: 'Price per person' }));

    expect(screen.getByTestId('offer-price')).toHaveTextContent('$250');
    expect(screen.getByText('per person (total ÷ 4 travellers)')).toBeInTheDocument();
    expect(router.state.location.search).toContain('perPerson=true');
  });

  test("filters that leave nothing show 'No Matching Flights' until cleared", async () => {
    mockGateway({
      ...csrf,
      'POST /api/flights/search': (request) =>
        json(
          (request.body as { refundable?: boolean }).refundable
            ? { ...searchResponse([], 0), facets: makeFacets(3) }
            : { ...searchResponse(makeOffers(3)), facets: makeFacets(3) },
        ),
    });
    const { user } = renderPage();
    await screen.findAllByTestId('offer-card');

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(screen.getByRole('switch', { name: /^Refundable only/ }));
    expect(await screen.findByRole('heading', { name: 'No Matching Flights' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.getByTestId('results-count')).toHaveTextContent('0 of 3 flights');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  test('leaves out, and logs, an offer without outbound segments', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = makeOffer({ id: 'broken' });
    const offers = [makeOffer({ id: 'fine' }), { ...broken, slices: [{ ...broken.slices[0]!, segments: [] }] }];
    mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse(offers)) });
    renderPage();

    expect(await screen.findAllByTestId('offer-card')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('[mfe-search]', expect.stringContaining('broken'));
    warn.mockRestore();
  });
});
