import { screen, waitFor, within } from '@testing-library/react';
import { selectCurrentToast } from '@portal/platform';
import { json, makeOffers, makeUser, mockGateway, renderWithProviders, searchResponse } from '@portal/platform/testing';
import { SearchResultsPage } from './SearchResultsPage';
import { makeFacets } from './testing/facetFixtures';
import { mockListLayout } from './testing/listLayout';

const SEARCH =
  'origin=JFK&destination=LAX&departureDate=2026-12-01&returnDate=2026-12-08&cabinClass=business&adults=2&children=1&infants=1&tripType=round-trip';
const ALERT_ID = '5b0c6a52-7c1d-4c55-9a3e-0d3f1b2a9e01';
const gateway = (status: 'active' | 'pending_confirmation') =>
  mockGateway({
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'POST /api/flights/search': () => json({ ...searchResponse(makeOffers(2), 2), facets: makeFacets(10) }),
    'POST /api/alerts': () => json({ id: ALERT_ID, status }, 201),
  });
const openDialog = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await screen.findAllByTestId('offer-card');
  await user.click(screen.getByRole('button', { name: 'Get Price Alerts' }));
  return screen.findByRole('dialog', { name: 'Get price alerts' });
};

let undoLayout: () => void;
beforeEach(() => {
  window.localStorage.clear();
  undoLayout = mockListLayout();
});
afterEach(() => undoLayout());

describe('Get Price Alerts on a results page', () => {
  test('a guest gives an address (checked as the gateway checks it) and an optional target; the alert watches the search and its filters', async () => {
    const { calls } = gateway('pending_confirmation');
    const { user, store } = renderWithProviders(<SearchResultsPage />, {
      route: `/search?${SEARCH}&stops=0&airlines=BA&sort=duration-asc`,
      user: null,
    });
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText(/Target price/), '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Set Alert' }));
    expect(
      await within(dialog).findByText('Target price must be an amount such as 250 or 249.99, above 0'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/alerts')).toBe(false);

    await user.clear(within(dialog).getByLabelText(/Target price/));
    await user.type(within(dialog).getByLabelText(/Target price/), '899.50');
    await user.type(within(dialog).getByLabelText(/Email/), 'ada@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Set Alert' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Check your inbox',
        description: 'We sent a link to ada@example.org: your price alert starts once you confirm it.',
      }),
    );
    const posted = calls.find((call) => call.path === '/api/alerts');
    expect(posted?.body).toEqual({
      search: {
        origin: 'JFK',
        destination: 'LAX',
        departureDate: '2026-12-01',
        returnDate: '2026-12-08',
        cabinClass: 'business',
        adultsCount: 2,
        childrenCount: 1,
        infantsCount: 1,
        stops: [0],
        airlines: ['BA'],
      },
      targetPrice: '899.50',
      email: 'ada@example.org',
    });
    expect(posted?.headers.get('X-CSRF-Token')).toBe('token');
    expect(screen.queryByRole('dialog', { name: 'Get price alerts' })).not.toBeInTheDocument();
  });

  test('a signed-in traveller is not asked for an address; with no target the alert hears of any drop', async () => {
    const { calls } = gateway('active');
    const { user, store } = renderWithProviders(<SearchResultsPage />, {
      route: `/search?${SEARCH}`,
      user: makeUser({ email: 'grace@example.org' }),
    });
    const dialog = await openDialog(user);
    expect(within(dialog).queryByLabelText(/Email/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Set Alert' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Price alert set',
        description: 'We will e-mail grace@example.org when the price drops. Your alerts are in My Trips.',
      }),
    );
    const posted = calls.find((call) => call.path === '/api/alerts')?.body as Record<string, unknown>;
    expect(posted).not.toHaveProperty('targetPrice');
    expect(posted).not.toHaveProperty('email');
  });

  test("the gateway's refusal is shown and the dialog stays open", async () => {
    mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
      'POST /api/flights/search': () => json({ ...searchResponse(makeOffers(2), 2), facets: makeFacets(10) }),
      'POST /api/alerts': () =>
        json(
          {
            message: 'Please confirm your e-mail address from your profile before setting a price alert.',
            error: 'VALIDATION_ERROR',
          },
          400,
        ),
    });
    const { user, store } = renderWithProviders(<SearchResultsPage />, {
      route: `/search?${SEARCH}`,
      user: makeUser(),
    });
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Set Alert' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Could not set the price alert',
        description: 'Please confirm your e-mail address from your profile before setting a price alert.',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Get price alerts' })).toBeInTheDocument();
  });
});
