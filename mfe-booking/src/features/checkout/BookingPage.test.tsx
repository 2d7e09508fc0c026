import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetCsrfToken, loadValidation, type FlightOffer } from '@portal/platform';
import {
  json,
  makeSeatMap,
  mockGateway,
  renderWithProviders,
  type MockedCall,
  makeBookableOffer as makeOffer,
} from '@portal/platform/testing';
import { fillPassenger, JANE } from '../../testing/passengerForm';
import { makeFakeStripe, serveStripeJs, STRIPE_CONFIG, type FakeStripe } from '../../testing/fakeStripe';
import { fillCard } from '../../testing/paymentStep';
import { recordToasts, toastTitles } from '../../testing/toasts';
import { BookingPage } from './BookingPage';

jest.mock('@portal/platform', () => {
  const actual = jest.requireActual('@portal/platform');
  return {
    ...actual,
    DatePickerField: jest.requireActual('../../testing/datePickerStub').makeDatePickerStub(actual.TextField),
  };
});

const valid = { valid: true, message: 'Offer is valid', expires_at: null };
const booked = {
  id: 'bk_1',
  status: 'confirmed',
  duffelBookingId: 'ord_9f8e7d6c5b',
  bookingReference: 'ORD_9F8E',
  totalAmount: '475.00',
  totalCurrency: 'USD',
  accountCreated: true,
  accountInfo: { username: 'jane.doe', email: 'jane@example.com' },
  attachedToExistingAccount: false,
  emailContent: null,
};

const serve = (offer: FlightOffer | (() => Response), extra: Record<string, (call: MockedCall) => Response> = {}) =>
  mockGateway({
    'GET /api/flights/offer/off_1': typeof offer === 'function' ? offer : () => json(offer),
    'GET /api/flights/verify-offer/off_1': () => json(valid),
    'GET /api/flights/seatmaps/off_1': () =>
      json([makeSeatMap({ segmentId: 'seg_out', passengerIds: ['pas_1'], paid: { '1A': '25.00' } })]),
    'GET /api/system/mode': () => json({ isLiveMode: false, mode: 'test' }),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'GET /api/payments/stripe-config': () => json(STRIPE_CONFIG),
    'GET /api/auth/user': () =>
      json({
        username: 'jane.doe',
        email: 'jane@example.com',
        emailConfirmed: true,
        firstName: 'Jane',
        lastName: 'Doe',
        createdAt: '2026-11-22T00:00:00.000Z',
        isAdmin: false,
        roles: ['traveller'],
      }),
    ...extra,
  });

const renderPage = (route = '/booking?offer=off_1&adults=1&children=0&infants=0') => {
  const rendered = renderWithProviders(<BookingPage />, { route });
  return { ...rendered, user: userEvent.setup({ delay: null }), toasts: recordToasts(rendered.store) };
};
const stepState = (step: string) => screen.getByTestId(`step-${step}`).getAttribute('data-state');
const allStepsDone = () =>
  ['passenger-info', 'seat-selection', 'payment', 'confirmation'].every((step) => stepState(step) === 'done');

let stripe: FakeStripe;

beforeEach(() => {
  // jsdom has no scrolling; a step change scrolls to the top.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  forgetCsrfToken();
  stripe = makeFakeStripe();
  serveStripeJs(stripe);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

// The passenger form fetches its contract (zod) when a traveller starts on it, as a page does; here
// it is fetched once for the file, so a story's clock runs on the story, not on loading the contracts.
beforeAll(() => loadValidation());

describe('BookingPage', () => {
  test("without an offer in the address: 'Error loading flight details' / 'Flight offer not found', and back to /search", async () => {
    mockGateway({});
    const { user, router } = renderPage('/booking');
    expect(screen.getByText('Error loading flight details')).toBeInTheDocument();
    expect(screen.getByText('Flight offer not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Search Results' }));
    expect(router.state.location.pathname).toBe('/search');
  });

  test("an unknown offer shows the gateway's message, and back goes to the results the traveller came from", async () => {
    serve(() => json({ message: 'Offer not found', error: 'NOT_FOUND' }, 404));
    const { user, router } = renderPage('/search?origin=JFK&destination=LAX');
    await act(() => router.navigate('/booking?offer=off_1'));
    expect(await screen.findByText('Error loading flight details')).toBeInTheDocument();
    expect(screen.getByText('Offer not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Search Results' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/search?origin=JFK&destination=LAX',
      ),
    );
  });

  test('a guest goes through the four steps: summary beside each, seats kept on the way back, a booking with a new account', async () => {
    const { calls } = serve(makeOffer(), { 'POST /api/bookings': () => json(booked, 201) });
    const { user, toasts, store, router } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Flight Summary' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-base')).toHaveTextContent('$380');
    expect(screen.getByTestId('summary-taxes')).toHaveTextContent('$70');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$450');
    expect(screen.getByTestId('summary-passengers')).toHaveTextContent('1 Adult');
    expect([
      stepState('passenger-info'),
      stepState('seat-selection'),
      stepState('payment'),
      stepState('confirmation'),
    ]).toEqual(['current', 'next', 'next', 'next']);

    await fillPassenger(user, 'Adult 1', JANE);
    await user.click(screen.getByRole('button', { name: 'Continue to Seat Selection' }));
    await user.click(await screen.findByRole('button', { name: 'Seat 1A, paid seat, $25' }));
    expect(stepState('passenger-info')).toBe('done');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$475');

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(stepState('seat-selection')).toBe('done');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Seat 1A, selected for Jane Doe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$475');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await fillCard(user, stripe);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByTestId('booking-reference', {}, { timeout: 3000 })).toHaveTextContent('ORD_9F8E');
    expect(allStepsDone()).toBe(true);
    expect(within(screen.getByTestId('account-created')).getByText('jane.doe')).toBeInTheDocument();
    // The address now names the booking: a reload shows it instead of a new checkout.
    expect(new URLSearchParams(router.state.location.search).get('booking')).toBe('bk_1');
    expect(toastTitles(toasts)).toContain('Booking confirmed!');
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/bookings');
    expect(post?.body).toMatchObject({
      offerId: 'off_1',
      seats: [
        {
          passengerId: 'pas_1',
          segmentId: 'seg_out',
          serviceId: 'ase_1A_pas_1',
          designator: '1A',
          amount: '25.00',
          currency: 'USD',
        },
      ],
      paymentDetails: { amount: '475.00', currency: 'USD', paymentMethodId: 'pm_fake_1' },
    });
    // The new account signed the traveller in: the session is read again.
    await waitFor(() => expect(store.getState().session.user?.username).toBe('jane.doe'));
    expect(calls.some((call) => call.path === '/api/auth/user')).toBe(true);
  });

  test('each step opens at its top with the focus on its heading, announced by name', async () => {
    serve(makeOffer(), {
      'POST /api/bookings': () => json({ ...booked, accountCreated: false, accountInfo: null }, 201),
    });
    const scrollTo = jest.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { user } = renderPage();
    const opensAtItsTop = async (heading: string) => {
      await waitFor(
        () => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: heading })),
        { timeout: 3000 },
      );
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
      scrollTo.mockClear();
    };
    await screen.findByRole('region', { name: 'Adult 1' });
    // The step the page opens on leaves the focus where the page put it.
    expect(scrollTo).not.toHaveBeenCalled();
    await fillPassenger(user, 'Adult 1', JANE);
    await user.click(screen.getByRole('button', { name: 'Continue to Seat Selection' }));
    await opensAtItsTop('Choose your seats');
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await opensAtItsTop('Payment details');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await opensAtItsTop('Choose your seats');
    await user.click(await screen.findByRole('button', { name: 'Skip seat selection' }));
    await opensAtItsTop('Payment details');
    await fillCard(user, stripe);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await opensAtItsTop('Your booking is confirmed');
  });

  test('a price that rose: the dialog asks, and after accepting the summary shows the new total and the booking is confirmed at it', async () => {
    let total = '450.00';
    const { calls } = serve(() => json(makeOffer({ total_amount: total })), {
      'POST /api/bookings': (call) => {
        const paid = (call.body as { paymentDetails: { amount: string } }).paymentDetails.amount;
        if (paid === '480.00')
          return json({ ...booked, totalAmount: '480.00', accountCreated: false, accountInfo: null }, 201);
        total = '480.00';
        return json(
          {
            error: 'PRICE_CHANGED',
            message: 'The price of this flight has changed. Please review the new total before paying.',
            total_amount: '480.00',
            total_currency: 'USD',
          },
          409,
        );
      },
    });
    const { user, toasts } = renderPage();
    await screen.findByRole('region', { name: 'Adult 1' });
    await fillPassenger(user, 'Adult 1', JANE);
    await user.click(await screen.findByRole('button', { name: 'Continue to Seat Selection' }));
    await user.click(await screen.findByRole('button', { name: 'Skip seat selection' }));
    await fillCard(user, stripe);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' }, { timeout: 3000 });
    expect(within(dialog).getByTestId('price-was')).toHaveTextContent('$450');
    expect(within(dialog).getByTestId('price-now')).toHaveTextContent('$480');
    await user.click(within(dialog).getByRole('button', { name: 'Book at the new price' }));

    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$480'), { timeout: 3000 });
    expect(await screen.findByTestId('total-paid', {}, { timeout: 3000 })).toHaveTextContent('$480');
    expect(toastTitles(toasts)).not.toContain('Booking Failed');
    expect(calls.filter((call) => call.path === '/api/flights/offer/off_1')).toHaveLength(2);
    const paid = calls
      .filter((call) => call.method === 'POST' && call.path === '/api/bookings')
      .map((call) => (call.body as { paymentDetails: { amount: string } }).paymentDetails.amount);
    expect(paid).toEqual(['450.00', '480.00']);
  });

  test("under 5 minutes left: 'Offer Expiring Soon'", async () => {
    serve(makeOffer({ expires_at: new Date(Date.now() + 3 * 60_000).toISOString() }));
    const { toasts } = renderPage();
    expect(await screen.findByTestId('offer-expiring')).toHaveTextContent('Offer Expiring Soon');
    expect(toastTitles(toasts)).toContain('Offer Expiring Soon');
  });
});
