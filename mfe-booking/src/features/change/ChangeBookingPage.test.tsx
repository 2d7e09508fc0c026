import { screen, waitFor, within } from '@testing-library/react';
import { forgetCsrfToken, Route, Routes, type BookingChangeOffer } from '@portal/platform';
import {
  daysFromToday,
  json,
  makeSessionUser,
  mockGateway,
  renderWithProviders,
  type MockedCall,
} from '@portal/platform/testing';
import { makeFakeStripe, serveStripeJs, STRIPE_CONFIG } from '../../testing/fakeStripe';
import { ChangeBookingPage, NOT_CHANGEABLE } from './ChangeBookingPage';

jest.mock('@portal/platform', () => {
  const actual = jest.requireActual('@portal/platform');
  return {
    ...actual,
    DatePickerField: jest.requireActual('../../testing/datePickerStub').makeDatePickerStub(actual.TextField),
  };
});

const BOOKING = '7d3f2c1e-0000-4000-8000-00000000000b';
const OUTBOUND = daysFromToday(20);
const place = (iata_code: string, city_name: string) => ({ iata_code, city_name });

const booking = (overrides: Record<string, unknown> = {}) => ({
  id: BOOKING,
  status: 'confirmed',
  bookingReference: 'QX7K2M',
  totalAmount: '500.00',
  totalCurrency: 'USD',
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  bookingData: {
    slices: [
      {
        origin: place('JFK', 'New York'),
        destination: place('LHR', 'London'),
        departure_time: `${OUTBOUND}T18:30:00`,
        segments: [],
      },
    ],
    passengers: [{ given_name: 'Ada', family_name: 'Traveller', type: 'adult' }],
    conditions: { cancellation_options: [], changeable: true },
  },
  ...overrides,
});

const offer = (
  id: string,
  direction: BookingChangeOffer['direction'],
  amount: string,
  fareBrandName: string,
): BookingChangeOffer => ({
  changeOfferId: id,
  slices: [
    {
      origin: 'JFK',
      destination: 'LHR',
      departingAt: `${daysFromToday(22)}T08:00:00`,
      arrivingAt: `${daysFromToday(22)}T20:05:00`,
      flightNumbers: ['BA117'],
      fareBrandName,
    },
  ],
  direction,
  amount,
  currency: 'USD',
  penaltyAmount: '0.00',
  serviceFeeAmount: '0.00',
  freeChangeWindow: true,
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
});
const PAY = offer('6a1e0c6e-0000-4000-8000-0000000000a1', 'pay', '42.00', 'Economy Flex');
const REFUND = offer('6a1e0c6e-0000-4000-8000-0000000000a2', 'refund', '18.50', 'Economy Basic');

const answer = (chosen: BookingChangeOffer, status = 'changed', extra: object = {}) => ({
  status,
  bookingId: BOOKING,
  changeOfferId: chosen.changeOfferId,
  direction: chosen.direction,
  amount: chosen.amount,
  currency: 'USD',
  ...extra,
});

const confirmPath = (chosen: BookingChangeOffer) =>
  `POST /api/bookings/${BOOKING}/changes/${chosen.changeOfferId}/confirm`;

const setup = (handlers: Record<string, (call: MockedCall) => Response> = {}, { user = makeSessionUser() } = {}) => {
  const stripe = makeFakeStripe();
  serveStripeJs(stripe);
  const gateway = mockGateway({
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'GET /api/system/mode': () => json({ isLiveMode: false, mode: 'test' }),
    'GET /api/payments/stripe-config': () => json(STRIPE_CONFIG),
    [`GET /api/bookings/${BOOKING}`]: () => json(booking()),
    [`POST /api/bookings/${BOOKING}/changes`]: () => json({ offers: [PAY, REFUND] }),
    ...handlers,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/booking/change/:bookingId" element={<ChangeBookingPage />} />
    </Routes>,
    { route: `/booking/change/${BOOKING}`, user },
  );
  const posts = (suffix: string) =>
    gateway.calls.filter((call) => call.method === 'POST' && call.path.endsWith(suffix));
  return { ...rendered, ...gateway, stripe, posts };
};

const newDate = () => screen.findByRole('textbox', { name: /^New date, flight/ });
const offerCard = (name: RegExp) => screen.findByRole('article', { name });

beforeEach(() => {
  forgetCsrfToken();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/booking/change/:bookingId', () => {
  test("a new date: the airline's flights with what each costs or gives back, the biggest refund first; a refund is confirmed without a card and the new flight shown", async () => {
    let changed = false;
    const { user, posts, calls } = setup({
      [confirmPath(REFUND)]: () => {
        changed = true;
        return json(answer(REFUND));
      },
      // Read again once changed: the new flights' fare allows no further change.
      [`GET /api/bookings/${BOOKING}`]: () =>
        json(
          changed
            ? booking({
                bookingData: { ...booking().bookingData, conditions: { cancellation_options: [], changeable: false } },
              })
            : booking(),
        ),
    });

    expect(await screen.findByText(/Booked less than 24 hours ago/)).toBeInTheDocument();
    await user.clear(await newDate());
    await user.type(await newDate(), daysFromToday(22));
    await user.click(screen.getByRole('button', { name: 'Find Flights' }));

    expect(await screen.findByRole('heading', { name: '2 flights on your new dates' })).toBeInTheDocument();
    expect(posts('/changes')[0]!.body).toEqual({
      slices: [{ origin: 'JFK', destination: 'LHR', departureDate: daysFromToday(22) }],
    });
    const cards = screen.getAllByTestId('change-offer');
    expect(cards[0]).toHaveAccessibleName(/You get back \$18\.50/);
    expect(cards[1]).toHaveAccessibleName(/You pay \$42\.00/);
    expect(within(cards[0]!).getByText('No service fee: free change within 24 hours of booking')).toBeInTheDocument();
    // The fare each is sold in: it decides whether the changed trip can still be refunded.
    expect(cards[0]).toHaveTextContent('BA117 · Economy Basic fare');
    expect(cards[1]).toHaveTextContent('BA117 · Economy Flex fare');

    await user.click(within(cards[0]!).getByRole('button', { name: 'Choose' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm Change' });
    expect(screen.queryByTestId('card-element')).not.toBeInTheDocument();
    await user.click(confirm);

    expect(await screen.findByText('Your booking has been changed')).toBeInTheDocument();
    expect(screen.getByText(/\$18\.50 is being refunded to your card/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your new flights' })).toHaveTextContent('BA117');
    expect(screen.getByRole('link', { name: 'Back to My Trips' })).toHaveAttribute('href', '/my-trips');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path === `/api/bookings/${BOOKING}`)).toHaveLength(2),
    );
    expect(screen.getByText('Your booking has been changed')).toBeInTheDocument();
    expect(screen.queryByText(NOT_CHANGEABLE)).not.toBeInTheDocument();
    const [confirmation] = posts('/confirm');
    expect(confirmation!.body).toEqual({});
    expect(confirmation!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a difference to pay: the card goes to Stripe.js, the gateway gets only its PaymentMethod, and 3-D Secure is asked under the same Idempotency-Key', async () => {
    let asked = 0;
    const { user, stripe, posts } = setup({
      [confirmPath(PAY)]: () =>
        (asked += 1) === 1
          ? json(answer(PAY, 'requires_action', { clientSecret: 'pi_chg_secret' }), 202)
          : json(answer(PAY)),
    });
    await user.clear(await newDate());
    await user.type(await newDate(), daysFromToday(22));
    await user.click(screen.getByRole('button', { name: 'Find Flights' }));
    await user.click(within(await offerCard(/You pay \$42\.00/)).getByRole('button', { name: 'Choose' }));

    await waitFor(() => expect(stripe.card.mount).toHaveBeenCalled());
    stripe.changeCard();
    await user.type(screen.getByRole('textbox', { name: /^Cardholder name/ }), 'Ada Traveller');
    await user.click(screen.getByRole('button', { name: 'Pay $42.00 and Change Booking' }));

    expect(await screen.findByText('Your booking has been changed')).toBeInTheDocument();
    expect(screen.getByText(/We charged \$42\.00 to your card/)).toBeInTheDocument();
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_chg_secret' });
    const [first, second] = posts('/confirm');
    expect(first!.body).toEqual({ paymentMethodId: 'pm_fake_1' });
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', billing_details: { name: 'Ada Traveller' } }),
    );
  });

  test("a declined card ends that offer: the bank's words are shown and the traveller asks for flights again", async () => {
    const declined = 'Your card was declined. Nothing was charged.';
    const { user, stripe, posts } = setup({
      [confirmPath(PAY)]: () => json({ error: 'PAYMENT_FAILED', message: declined }, 402),
    });
    await user.clear(await newDate());
    await user.type(await newDate(), daysFromToday(22));
    await user.click(screen.getByRole('button', { name: 'Find Flights' }));
    await user.click(within(await offerCard(/You pay/)).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(stripe.card.mount).toHaveBeenCalled());
    stripe.changeCard();
    await user.type(screen.getByRole('textbox', { name: /^Cardholder name/ }), 'Ada Traveller');
    await user.click(screen.getByRole('button', { name: 'Pay $42.00 and Change Booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(declined);
    expect(screen.getByRole('button', { name: 'Find Flights' })).toBeInTheDocument();
    expect(screen.queryByText('Your booking has been changed')).not.toBeInTheDocument();
    expect(posts('/confirm')).toHaveLength(1);
  });

  test('dates are checked before the airline is asked: a date before the previous flight, or no change at all', async () => {
    const { user, posts } = setup();
    await user.click(await screen.findByRole('button', { name: 'Find Flights' }));
    expect(await screen.findByText('Choose a new date for at least one flight')).toBeInTheDocument();

    await user.clear(await newDate());
    await user.click(screen.getByRole('button', { name: 'Find Flights' }));
    expect(await screen.findByText('Please select a departure date')).toBeInTheDocument();
    expect(posts('/changes')).toEqual([]);
  });

  test('a fare that does not allow changes, or a visitor who is not signed in, is told so and nothing is asked', async () => {
    const { calls, unmount } = setup({
      [`GET /api/bookings/${BOOKING}`]: () =>
        json(
          booking({
            bookingData: { ...booking().bookingData, conditions: { cancellation_options: [], changeable: false } },
          }),
        ),
    });
    expect(
      await screen.findByText('This booking cannot be changed online. Please call us to change it.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/changes'))).toBe(false);
    unmount();

    setup({}, { user: null as never });
    expect(await screen.findByText('Please sign in to change your booking.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/booking/change/${BOOKING}`)}`,
    );
  });
});
