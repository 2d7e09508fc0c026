import { screen, waitFor, within } from '@testing-library/react';
import { selectCurrentToast, type Trip } from '@portal/platform';
import { json, makeUser, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf } from '../../testing/accountFixtures';
import { makeTrip } from '../../testing/tripFixtures';
import { MyTripsPage } from './MyTripsPage';

const confirmed = makeTrip();
const past = makeTrip({ id: '7d3f2c1e-0000-4000-8000-000000000002', status: 'completed', cancellable: false });
const cancelled = makeTrip({
  id: '7d3f2c1e-0000-4000-8000-000000000003',
  status: 'cancelled',
  cancellable: false,
  refundAmount: '1000.00',
  cancelledAt: '2026-11-20T08:00:00.000Z',
});

const cardRefund = {
  refundTo: 'card',
  refundAmount: '1000.00',
  refundCurrency: 'USD',
  airlineCredits: [],
  paidAmount: '1234.00',
  keptAmount: '234.00',
  serviceFeeKept: '234.00',
  airlineFeeKept: '0.00',
};

const renderTrips = (route = '/my-trips') => renderWithProviders(<MyTripsPage />, { route, user: makeUser() });
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('/my-trips', () => {
  test('a guest is asked to sign in, with Sign In and Create Account', async () => {
    const { calls } = mockGateway({});
    renderWithProviders(<MyTripsPage />, { route: '/my-trips', user: null });

    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=/my-trips');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(calls.filter((call) => call.path.startsWith('/api/bookings'))).toEqual([]);
  });

  test('the tabs count Upcoming, Past and Cancelled; a card reads route, trip type, dates, passengers and total', async () => {
    // One of them arrives with its bookingData as a JSON string, which the contract allows.
    mockGateway({
      'GET /api/bookings': () =>
        json([confirmed, past, { ...cancelled, bookingData: JSON.stringify(cancelled.bookingData) }]),
    });
    renderTrips();

    const card = await screen.findByRole('article', { name: 'New York to London' });
    expect(tab(/Upcoming/)).toHaveTextContent('Upcoming1');
    expect(tab(/Past/)).toHaveTextContent('Past1');
    expect(tab(/Cancelled/)).toHaveTextContent('Cancelled1');
    expect(within(card).getByText(/Round Trip/)).toBeInTheDocument();
    expect(within(card).getByText('Sun, Dec 20 – Sun, Jan 3')).toBeInTheDocument();
    expect(within(card).getByText('2 passengers')).toBeInTheDocument();
    expect(within(card).getByText('$1,234.00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  test('with no bookings: "No trips found" and Search Flights to /; an empty tab beside others has its own words', async () => {
    mockGateway({ 'GET /api/bookings': () => json([]) });
    const { user, unmount } = renderTrips();
    expect(await screen.findByText('No trips found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Flights' })).toHaveAttribute('href', '/');
    unmount();

    mockGateway({ 'GET /api/bookings': () => json([confirmed]) });
    const second = renderTrips();
    await screen.findByRole('article', { name: 'New York to London' });
    await second.user.click(tab(/Past/));
    expect(await screen.findByText('No past trips')).toBeInTheDocument();
    await second.user.click(tab(/Cancelled/));
    expect(await screen.findByText('No cancelled trips')).toBeInTheDocument();
    expect(user).toBeDefined();
  });

  test('View Details shows the reference, status, Outbound and Return with stops, passengers by type and the Cancellation section', async () => {
    mockGateway({
      'GET /api/bookings': () => json([confirmed]),
      [`GET /api/bookings/${confirmed.id}`]: () => json(confirmed),
    });
    const { user } = renderTrips();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(await within(dialog).findByTestId('trip-reference')).toHaveTextContent('QX7K2M');
    expect(within(dialog).getByText('Confirmed')).toBeInTheDocument();
    const outbound = within(dialog).getByRole('region', { name: 'Outbound' });
    expect(outbound).toHaveTextContent('18:30');
    expect(outbound).toHaveTextContent('New York (JFK)');
    expect(outbound).toHaveTextContent('London (LHR)');
    expect(outbound).toHaveTextContent('Non-stop');
    expect(within(dialog).getByRole('region', { name: 'Return' })).toHaveTextContent('1 stop');
    const passengers = within(dialog).getByRole('region', { name: 'Passengers' });
    expect(passengers).toHaveTextContent('Ada Lovelace');
    expect(passengers).toHaveTextContent('Adult');
    expect(passengers).toHaveTextContent('Child');
    expect(within(dialog).getByRole('region', { name: 'Cancellation' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Non-Refundable Ticket')).not.toBeInTheDocument();
  });

  test('a confirmed booking that cannot be cancelled shows the Non-Refundable Ticket notice and no Cancel', async () => {
    const locked = makeTrip({ cancellable: false });
    mockGateway({ 'GET /api/bookings': () => json([locked]), [`GET /api/bookings/${locked.id}`]: () => json(locked) });
    const { user } = renderTrips();
    const card = await screen.findByRole('article', { name: 'New York to London' });
    expect(within(card).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(await within(dialog).findByText('Non-Refundable Ticket')).toBeInTheDocument();
    expect(within(dialog).getByText('This ticket cannot be cancelled or refunded.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Cancellation' })).not.toBeInTheDocument();
  });

  test('details that cannot be loaded say "Unable to load booking details."', async () => {
    mockGateway({
      'GET /api/bookings': () => json([confirmed]),
      [`GET /api/bookings/${confirmed.id}`]: () => json({ message: 'boom', error: 'INTERNAL' }, 500),
    });
    const { user } = renderTrips();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    expect(await screen.findByText('Unable to load booking details.')).toBeInTheDocument();
  });

  test('Cancel asks first, then posts with the CSRF token, toasts "Booking cancelled" and refreshes: the trip moves to Cancelled', async () => {
    let listed: Trip[] = [confirmed];
    const { calls } = mockGateway({
      ...csrf,
      'GET /api/bookings': () => json(listed),
      [`POST /api/bookings/${confirmed.id}/cancellation-quote`]: () => json(cardRefund),
      [`POST /api/bookings/${confirmed.id}/cancel`]: () => {
        listed = [{ ...confirmed, status: 'cancelled', cancellable: false }];
        return json({ success: true, message: 'Booking was cancelled successfully', refundPending: false });
      },
    });
    const { user, store } = renderTrips();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      await within(confirmDialog).findByText('$1,000.00 will be refunded to the card you paid with.'),
    ).toBeInTheDocument();
    expect(within(confirmDialog).getByTestId('cancel-kept')).toHaveTextContent(
      'Not refunded: $234.00 of the $1,234.00 you paid, our service fee of $234.00.',
    );
    expect(calls.filter((call) => call.path.endsWith('/cancel'))).toEqual([]);

    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel Booking' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Booking cancelled',
        description: 'Your booking has been successfully cancelled.',
        variant: 'default',
      }),
    );
    const post = calls.find((call) => call.method === 'POST' && call.path.endsWith('/cancel'));
    expect(post?.headers.get('X-CSRF-Token')).toBe('test-token');
    await waitFor(() => expect(tab(/Cancelled/)).toHaveTextContent('Cancelled1'));
    expect(tab(/Upcoming/)).toHaveTextContent('Upcoming0');
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/bookings')).toHaveLength(2);
  });

  test('a refused cancellation toasts "Cancellation failed" with the gateway\'s message, destructive; an empty answer counts as success', async () => {
    mockGateway({
      ...csrf,
      'GET /api/bookings': () => json([confirmed]),
      [`POST /api/bookings/${confirmed.id}/cancellation-quote`]: () => json(cardRefund),
      [`POST /api/bookings/${confirmed.id}/cancel`]: () =>
        json(
          {
            message: 'Unable to cancel booking. Please try again later or contact customer support.',
            error: 'CANCELLATION_FAILED',
          },
          502,
        ),
    });
    const { user, store } = renderTrips();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Cancellation failed',
        description: 'Unable to cancel booking. Please try again later or contact customer support.',
        variant: 'destructive',
      }),
    );
  });
});
