import { screen, waitFor, within } from '@testing-library/react';
import { todayIso } from '@portal/platform';
import { json, mockGateway, renderWithProviders, makeOffer, searchResponse } from '@portal/platform/testing';
import { addDaysIso } from '../search-form';
import { SearchResultsPage } from './SearchResultsPage';
import { mockListLayout } from './testing/listLayout';

const departureDate = addDaysIso(todayIso(), 30);
const SEARCH = `origin=JFK&destination=LAX&departureDate=${departureDate}&cabinClass=business&adults=2&children=1&infants=0&tripType=one-way`;

const gateway = () =>
  mockGateway({
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'POST /api/flights/search': () =>
      json(searchResponse([makeOffer({ total_amount: '812.40' }), makeOffer({ total_amount: '455.10' })])),
  });

let undoLayout: () => void;
beforeEach(() => {
  window.localStorage.clear();
  undoLayout = mockListLayout();
});
afterEach(() => undoLayout());

describe('the search bar on the results page', () => {
  test('Modify Search opens the search form here, filled in with the search being shown', async () => {
    gateway();
    const { user } = renderWithProviders(<SearchResultsPage />, { route: `/search?${SEARCH}` });
    await screen.findAllByTestId('offer-card');

    await user.click(screen.getByRole('button', { name: 'Modify Search' }));

    const form = await screen.findByRole('form', { name: 'Flight search' });
    expect(screen.getByRole('button', { name: 'Modify Search' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
    expect(within(form).getByRole('combobox', { name: 'From' })).toHaveValue('New York (JFK)');
    expect(within(form).getByRole('combobox', { name: 'To' })).toHaveValue('Los Angeles (LAX)');
    expect(within(form).getByRole('button', { name: /^Travellers:/ })).toHaveAccessibleName(/2 Adults, 1 Child/i);
    expect(within(form).getByRole('combobox', { name: 'Cabin class' })).toHaveTextContent('Business');
  });

  test('submitting the bar searches again from the results page: the address and the results follow, the form closes', async () => {
    const { calls } = gateway();
    const { user, router } = renderWithProviders(<SearchResultsPage />, { route: `/search?${SEARCH}` });
    await screen.findAllByTestId('offer-card');
    await user.click(screen.getByRole('button', { name: 'Modify Search' }));
    const to = await screen.findByRole('combobox', { name: 'To' });

    await user.clear(to);
    await user.type(to, 'heathrow');
    await user.click(await screen.findByRole('option', { name: /Heathrow/ }));
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('destination')).toBe('LHR'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      origin: 'JFK',
      destination: 'LHR',
      departureDate,
      cabinClass: 'business',
      adults: '2',
      children: '1',
      infants: '0',
      tripType: 'one-way',
    });
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => (call.body as { destination: string }).destination),
    ).toEqual(['LAX', 'LHR']);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Flight search' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('LHR');
  });

  test('the trip summary names the cheapest price found, whatever the order of the list', async () => {
    gateway();
    renderWithProviders(<SearchResultsPage />, { route: `/search?${SEARCH}` });
    expect(await screen.findByTestId('cheapest-price')).toHaveTextContent(/from \$455/);
  });
});
