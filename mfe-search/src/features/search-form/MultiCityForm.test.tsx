import { screen, waitFor, within } from '@testing-library/react';
import { forgetCsrfToken, todayIso } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import type { SearchCriteria } from '../search-params';
import { SearchForm } from './SearchForm';
import { addDaysIso } from './searchFormValues';

const day = (days: number) => addDaysIso(todayIso(), days);
const threeCities = (dates = [30, 34, 38]): Partial<SearchCriteria> => ({
  origin: 'JFK',
  destination: 'JFK',
  departureDate: day(dates[0] as number),
  cabinClass: 'economy',
  adultsCount: 2,
  childrenCount: 0,
  infantsCount: 0,
  flights: [
    { origin: 'JFK', destination: 'LHR', departureDate: day(dates[0] as number) },
    { origin: 'LHR', destination: 'CDG', departureDate: day(dates[1] as number) },
    { origin: 'CDG', destination: 'JFK', departureDate: day(dates[2] as number) },
  ],
});
const noOffers = { offers: [], total_count: 0, page: 1, limit: 30 };
const gateway = () =>
  mockGateway({
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'POST /api/flights/search': () => json(noOffers),
  });
const flightGroups = () => screen.getAllByRole('group', { name: /^Flight \d$/ });
/** The tab's form is fetched when first shown. */
const multiCityForm = () => screen.findByRole('form', { name: 'Multi-city flight search' });

beforeEach(() => {
  forgetCsrfToken();
  window.localStorage.clear();
});

describe('the Multi-City tab', () => {
  test('offers two flights to fill in, up to five with Add another flight, back to two with Remove; the call to an agent stays below', async () => {
    const { user } = renderWithProviders(<SearchForm />);
    await user.click(screen.getByRole('tab', { name: 'Multi-City' }));
    await multiCityForm();

    expect(flightGroups()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove flight/ })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add another flight' });
    for (let i = 0; i < 3; i++) await user.click(add);
    expect(flightGroups()).toHaveLength(5);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove flight 5' }));
    await user.click(screen.getByRole('button', { name: 'Remove flight 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove flight 3' }));
    expect(flightGroups()).toHaveLength(2);
    expect(add).toBeEnabled();
    expect(await screen.findByRole('link', { name: 'Call +1 (888) 325-5180' })).toHaveAttribute(
      'href',
      'tel:+18883255180',
    );
  });

  test('a new flight leaves from where the last one landed', async () => {
    const { user } = renderWithProviders(<SearchForm initialCriteria={threeCities()} />);
    await multiCityForm();
    await user.click(screen.getByRole('button', { name: 'Add another flight' }));
    expect(within(flightGroups()[3] as HTMLElement).getByRole('combobox', { name: 'From' })).toHaveValue(
      'New York (JFK)',
    );
  });

  test('three flights are searched as one trip: the gateway gets the slices, the results page the flights', async () => {
    const { calls } = gateway();
    const { user, router } = renderWithProviders(<SearchForm initialCriteria={threeCities()} />);
    await multiCityForm();

    await user.click(screen.getByRole('button', { name: 'Search Flights' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tripType')).toBe('multi-city');
    expect(params.get('flights')).toBe(`JFK-LHR-${day(30)},LHR-CDG-${day(34)},CDG-JFK-${day(38)}`);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      slices: threeCities().flights,
      adultsCount: 2,
      page: 1,
      limit: 30,
    });
  });

  test('a flight before the one it follows is refused under its date, and nothing is searched', async () => {
    const { calls } = gateway();
    const { user, router } = renderWithProviders(<SearchForm initialCriteria={threeCities([30, 38, 34])} />);
    await multiCityForm();

    await user.click(screen.getByRole('button', { name: 'Search Flights' }));

    expect(
      await within(flightGroups()[2] as HTMLElement).findByText(
        'Each flight must depart on or after the flight before it',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(router.state.location.pathname).not.toBe('/search');
  });
});
