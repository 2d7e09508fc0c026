import { screen, waitFor } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import type { SearchCriteria } from '../search-params';
import { FlexibleDates } from '.';

const trip: SearchCriteria = {
  origin: 'LON',
  destination: 'NYC',
  departureDate: '2026-12-10',
  returnDate: '2026-12-17',
  cabinClass: 'economy',
  adultsCount: 2,
  childrenCount: 1,
  infantsCount: 0,
  tripType: 'round-trip',
};
const day = (shift: number, status: 'priced' | 'none' | 'unknown', amount?: string) => ({
  departureDate: `2026-12-${String(10 + shift).padStart(2, '0')}`,
  returnDate: `2026-12-${String(17 + shift).padStart(2, '0')}`,
  status,
  price: amount ? { amount, currency: 'USD' } : null,
});
const week = {
  days: [
    day(-3, 'priced', '612.40'),
    day(-2, 'priced', '580.00'),
    day(-1, 'unknown'),
    day(0, 'priced', '655.10'),
    day(1, 'none'),
    day(2, 'priced', '701.00'),
    day(3, 'priced', '499.99'),
  ],
};

describe('the flexible-dates strip', () => {
  test('shows the cheapest price of the three days either side, the chosen day marked, unknown and empty days said so', async () => {
    const { calls } = mockGateway({ 'GET /api/flights/flexible-dates': () => json(week) });
    renderWithProviders(<FlexibleDates criteria={trip} ready />);

    const days = await screen.findAllByRole('link');
    const strip = screen.getByRole('region', { name: 'Flexible dates' });
    expect(days).toHaveLength(7);
    expect(strip).toHaveTextContent('Sun, Dec 13$500');
    expect(screen.getByRole('link', { name: 'Thu, Dec 10 to Thu, Dec 17: $655' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByRole('link', { name: /Wed, Dec 9 .*: Price unknown/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Fri, Dec 11 .*: No flights/ })).toBeInTheDocument();
    expect(calls[0]?.path).toBe(
      '/api/flights/flexible-dates?origin=LON&destination=NYC&departureDate=2026-12-10&returnDate=2026-12-17&cabinClass=economy&adultsCount=2&childrenCount=1&infantsCount=0',
    );
  });

  test('one click on a day switches the search to it, the return moved with it', async () => {
    mockGateway({ 'GET /api/flights/flexible-dates': () => json(week) });
    const { user, router } = renderWithProviders(<FlexibleDates criteria={trip} ready />, { route: '/search' });

    await user.click(await screen.findByRole('link', { name: /Sun, Dec 13/ }));

    const params = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/search');
    expect([
      params.get('origin'),
      params.get('destination'),
      params.get('departureDate'),
      params.get('returnDate'),
      params.get('adults'),
      params.get('children'),
    ]).toEqual(['LON', 'NYC', '2026-12-13', '2026-12-20', '2', '1']);
  });

  test('waits for the first results before asking for anything, holding its place meanwhile so nothing below moves', async () => {
    const { calls } = mockGateway({ 'GET /api/flights/flexible-dates': () => json(week) });
    renderWithProviders(<FlexibleDates criteria={trip} ready={false} />);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Flexible dates' })).toBeInTheDocument();
    expect(screen.getByTestId('flexible-dates').children).toHaveLength(7);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('when the prices cannot be had at all, then the strip is left out and no error is shown', async () => {
    const { calls } = mockGateway({
      'GET /api/flights/flexible-dates': () =>
        json(
          {
            message: 'The flight search service is temporarily unavailable. Please try again.',
            error: 'PROVIDER_UNAVAILABLE',
          },
          502,
        ),
    });
    renderWithProviders(<FlexibleDates criteria={trip} ready />);

    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Flexible dates' })).not.toBeInTheDocument());
    expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();
  });
});
