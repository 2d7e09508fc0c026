import { act, screen, waitFor, within } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { SearchResultsPage } from './SearchResultsPage';
import { makeOffer, makeOffers, searchResponse } from './testing/offerFixtures';
import { mockListLayout } from './testing/listLayout';

const SEARCH = 'origin=JFK&destination=LAX&departureDate=2026-12-01&returnDate=2026-12-08&cabinClass=business&adults=2&children=1&infants=1&tripType=round-trip';
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
    const { calls } = mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse([makeOffer({ inbound: {} })])) });
    renderPage();

    expect(await screen.findAllByTestId('offer-card')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      origin: 'JFK', destination: 'LAX', departureDate: '2026-12-01', returnDate: '2026-12-08', cabinClass: 'business',
      adultsCount: 2, childrenCount: 1, infantsCount: 1, page: 1, limit: 30,
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
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/flights/search')).toHaveLength(2));
    expect(cards()).toHaveLength(2);
  });

  test('an error comes first, with the gateway message and Try Again', async () => {
    mockGateway({ ...csrf, 'POST /api/flights/search': () => json({ message: 'The flight provider is unavailable', error: 'PROVIDER_ERROR' }, 502) });
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
    expect(within(screen.getByRole('heading', { name: 'No Flights Found' }).parentElement!).getByRole('link', { name: 'Modify Search' })).toHaveAttribute('href', '/');
  });

  test('sorts by price either way and by the shortest outbound', async () => {
    const offers = [
      makeOffer({ id: 'mid', total_amount: '300.00', outbound: { duration: 'PT2H0M' } }),
      makeOffer({ id: 'low', total_amount: '100.00', outbound: { duration: 'PT9H0M' } }),
      makeOffer({ id: 'high', total_amount: '900.00', outbound: { duration: 'PT5H0M' } }),
    ];
    mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse(offers)) });
    const { user } = renderPage();
    const prices = () => screen.getAllByTestId('offer-price').map((price) => price.textContent);

    await screen.findAllByTestId('offer-card');
    expect(prices()).toEqual(['$100', '$300', '$900']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    expect(prices()).toEqual(['$900', '$300', '$100']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Duration: Shortest');
    expect(prices()).toEqual(['$300', '$900', '$100']);
  });

  test("filters that leave nothing show 'No Matching Flights' until cleared", async () => {
    mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse(makeOffers(3))) });
    const { user } = renderPage();
    await screen.findAllByTestId('offer-card');

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(screen.getByRole('switch', { name: 'Refundable only' }));
    expect(screen.getByRole('heading', { name: 'No Matching Flights' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(3);
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
