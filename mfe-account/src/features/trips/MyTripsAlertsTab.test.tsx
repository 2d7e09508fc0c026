import { screen, waitFor, within } from '@testing-library/react';
import { selectCurrentToast, type PriceAlert, type PriceAlertDetail } from '@portal/platform';
import { json, makeUser, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf } from '../../testing/accountFixtures';
import { MyTripsPage } from './MyTripsPage';

const alert = (overrides: Partial<PriceAlert> = {}): PriceAlert => ({
  id: '5b0c6a52-7c1d-4c55-9a3e-0d3f1b2a9e01',
  status: 'active',
  search: {
    origin: 'JFK',
    destination: 'LHR',
    departureDate: '2026-12-20',
    returnDate: '2027-01-03',
    cabinClass: 'economy',
    adultsCount: 2,
    childrenCount: 0,
    infantsCount: 0,
  },
  targetPrice: '350.00',
  currency: 'USD',
  lastPrice: '380.00',
  lastCheckedAt: '2026-11-25T06:00:00.000Z',
  createdAt: '2026-11-24T10:00:00.000Z',
  resultsUrl: 'https://portal.example/search?origin=JFK&destination=LHR&departureDate=2026-12-20',
  ...overrides,
});
const detail = (base: PriceAlert, amounts: string[]): PriceAlertDetail => ({
  ...base,
  prices: amounts.map((amount, day) => ({ amount, currency: 'USD', checkedAt: `2026-11-2${day}T06:00:00.000Z` })),
});

const openAlertsTab = () => renderWithProviders(<MyTripsPage />, { route: '/my-trips?tab=alerts', user: makeUser() });

describe('My Trips, Alerts tab', () => {
  test('lists each alert with its route, dates, travellers, status, latest and target price, and the price history', async () => {
    const watched = alert();
    mockGateway({
      'GET /api/bookings': () => json([]),
      'GET /api/alerts': () => json({ alerts: [watched] }),
      [`GET /api/alerts/${watched.id}`]: () => json(detail(watched, ['420.00', '400.00', '380.00'])),
    });
    openAlertsTab();

    const card = await screen.findByRole('article', { name: 'Price alert JFK ⇄ LHR' });
    expect(screen.getByRole('tab', { name: /Alerts/ })).toHaveTextContent('Alerts1');
    expect(card).toHaveTextContent('Dec 20, 2026 – Jan 03, 2027 · 2 travellers · Economy');
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Now $380.00')).toBeInTheDocument();
    expect(within(card).getByText('Target $350.00')).toBeInTheDocument();
    expect(
      await within(card).findByRole('img', {
        name: 'Price history, 3 checks: from $420.00 to $380.00, lowest $380.00',
      }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See Flights' })).toHaveAttribute(
      'href',
      '/search?origin=JFK&destination=LHR&departureDate=2026-12-20',
    );
  });

  test('with no alert: "No price alerts" and Search Flights', async () => {
    mockGateway({ 'GET /api/bookings': () => json([]), 'GET /api/alerts': () => json({ alerts: [] }) });
    openAlertsTab();

    expect(await screen.findByText('No price alerts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Flights' })).toHaveAttribute('href', '/');
  });

  test('Pause sends paused true with the CSRF token and the card then reads Paused with Resume', async () => {
    let current = alert();
    const { calls } = mockGateway({
      ...csrf,
      'GET /api/bookings': () => json([]),
      'GET /api/alerts': () => json({ alerts: [current] }),
      [`GET /api/alerts/${current.id}`]: () => json(detail(current, [])),
      [`PATCH /api/alerts/${current.id}`]: (call) => {
        current = { ...current, status: (call.body as { paused: boolean }).paused ? 'paused' : 'active' };
        return json(current);
      },
    });
    const { user, store } = openAlertsTab();
    const card = await screen.findByRole('article', { name: 'Price alert JFK ⇄ LHR' });
    expect(await within(card).findByText('No price checked yet: the first check runs shortly.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Pause' }));

    await waitFor(() => expect(within(card).getByText('Paused')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ paused: true });
    expect(patch?.headers.get('X-CSRF-Token')).toBe('test-token');
    expect(selectCurrentToast(store.getState())?.title).toBe('Price alert paused');
  });

  test('Delete asks first; Keep leaves it, Delete Alert removes it from the list', async () => {
    let listed = [alert()];
    const id = listed[0]?.id as string;
    const { calls } = mockGateway({
      ...csrf,
      'GET /api/bookings': () => json([]),
      'GET /api/alerts': () => json({ alerts: listed }),
      [`GET /api/alerts/${id}`]: () => json(detail(alert(), ['400.00'])),
      [`DELETE /api/alerts/${id}`]: () => {
        listed = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user, store } = openAlertsTab();
    const card = await screen.findByRole('article', { name: 'Price alert JFK ⇄ LHR' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this price alert?' })).getByRole('button', {
        name: 'Keep',
      }),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    // The page is hidden from assistive technology until the dialog has closed.
    await user.click(await within(card).findByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this price alert?' })).getByRole('button', {
        name: 'Delete Alert',
      }),
    );

    expect(await screen.findByText('No price alerts')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(selectCurrentToast(store.getState())?.title).toBe('Price alert deleted');
  });

  test('a guest alert not confirmed yet says to follow the e-mailed link and offers no Pause', async () => {
    const pending = alert({ status: 'pending_confirmation', lastPrice: null, lastCheckedAt: null });
    mockGateway({
      'GET /api/bookings': () => json([]),
      'GET /api/alerts': () => json({ alerts: [pending] }),
      [`GET /api/alerts/${pending.id}`]: () => json(detail(pending, [])),
    });
    openAlertsTab();

    const card = await screen.findByRole('article', { name: 'Price alert JFK ⇄ LHR' });
    expect(within(card).getByText('Waiting for confirmation')).toBeInTheDocument();
    expect(within(card).getByText('Not checked yet')).toBeInTheDocument();
    expect(within(card).getByText('Follow the link we e-mailed to start this alert.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });
});
