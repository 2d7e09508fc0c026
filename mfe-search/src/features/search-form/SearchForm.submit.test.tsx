import { screen, waitFor } from '@testing-library/react';
import { suggestedDepartureIso, flightsApi, forgetCsrfToken, selectCurrentToast, todayIso } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { LAST_SEARCH_KEY } from '../search-params';
import { requestFromCriteria, type SearchCriteria } from '../search-params';
import { SearchForm } from './SearchForm';
import { addDaysIso } from './searchFormValues';

const departureDate = addDaysIso(todayIso(), 30);
const returnDate = addDaysIso(todayIso(), 37);
const trip: SearchCriteria = {
  origin: 'JFK',
  destination: 'LHR',
  departureDate,
  returnDate,
  cabinClass: 'business',
  adultsCount: 2,
  childrenCount: 1,
  infantsCount: 1,
  tripType: 'round-trip',
};
const noOffers = { offers: [], total_count: 0, page: 1, limit: 30 };

const gateway = (answer: () => Response | Promise<Response>) =>
  mockGateway({ 'GET /api/csrf-token': () => json({ csrfToken: 'token' }), 'POST /api/flights/search': answer });

const submit = () => screen.getByRole('button', { name: 'Search Flights' });

beforeEach(() => {
  forgetCsrfToken();
  window.localStorage.clear();
});

describe('SearchForm submission', () => {
  test('after the search answers, it goes to /search with the listed parameters and leaves the answer in the cache', async () => {
    const { calls } = gateway(() => json(noOffers));
    const { user, router, store } = renderWithProviders(<SearchForm initialCriteria={trip} />);
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      origin: 'JFK',
      destination: 'LHR',
      departureDate,
      returnDate,
      cabinClass: 'business',
      adults: '2',
      children: '1',
      infants: '1',
      tripType: 'round-trip',
    });
    const request = requestFromCriteria(trip, 1, 30);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(JSON.parse(JSON.stringify(request)));
    expect(flightsApi.endpoints.searchFlights.select(request)(store.getState()).data).toEqual(noOffers);
    expect(window.localStorage.getItem(LAST_SEARCH_KEY)).toContain('origin=JFK');
  });

  test('airports chosen in the pickers are what is searched', async () => {
    gateway(() => json(noOffers));
    const { user, router } = renderWithProviders(<SearchForm />);
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'jfk');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'heathrow');
    await user.click(await screen.findByRole('option', { name: /Heathrow/ }));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('London (LHR)');

    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('origin'), params.get('destination'), params.get('cabinClass'), params.get('adults')]).toEqual([
      'JFK',
      'LHR',
      'economy',
      '1',
    ]);
    expect(params.get('departureDate')).toBe(suggestedDepartureIso());
    expect(params.get('returnDate')).toBe(addDaysIso(suggestedDepartureIso(), 7));
  });

  test("while the search runs the button reads 'Searching Flights...' and is disabled", async () => {
    let answer: (response: Response) => void = () => undefined;
    gateway(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, router } = renderWithProviders(<SearchForm initialCriteria={trip} />);
    await user.click(submit());

    const busy = await screen.findByRole('button', { name: 'Searching Flights...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    answer(json(noOffers));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  test('a 400 shows the server message under the form and stays', async () => {
    gateway(() => json({ message: 'No flights are sold that far ahead', error: 'VALIDATION_ERROR' }, 400));
    const { user, router, store } = renderWithProviders(<SearchForm initialCriteria={trip} />);
    await user.click(submit());

    expect(await screen.findByText('No flights are sold that far ahead')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(selectCurrentToast(store.getState())).toBeNull();
  });

  test("any other failure shows the 'Search failed' toast", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    gateway(() => json({ message: 'Internal error', error: 'INTERNAL' }, 500));
    const { user, router, store } = renderWithProviders(<SearchForm initialCriteria={trip} />);
    await user.click(submit());

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Search failed',
        description: 'Please try again later.',
        variant: 'destructive',
      }),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(submit()).toBeEnabled();
    warn.mockRestore();
  });
});
