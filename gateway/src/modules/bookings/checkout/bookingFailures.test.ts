import { CARD_DATA_REFUSED, type FlightOffer } from '@portal/platform-common/contracts';
import {
  AUTHORIZE,
  bookingBody,
  card,
  CARDS,
  createOfferPicker,
  duffelOrderCount,
  passengersFor,
  sandboxCalls,
  searchJfkLhr,
  seatsFor,
  stripeCalls,
  traveller,
} from '../../../../test/bookingStories';
import { bookingByKey, capturedLogs, cardDataIn, dumpDatabase, stripeIntent } from '../../../../test/bookingEvidence';
import { browser } from '../../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';

// Checkouts that fail at the card or before it; those that fail at the order are in orderFailures.test.ts.
const logs = capturedLogs();
let t: TestApp;
let offers: FlightOffer[];
let pickOffer: ReturnType<typeof createOfferPicker>;

beforeAll(async () => {
  t = await createTestApp(
    { SANDBOX_CONTROLS: 'on', RATE_LIMIT_PAYMENTS_PER_ADDRESS: '' },
    { listen: true, logger: logs.logger },
  );
  offers = await searchJfkLhr(t, await traveller(t));
  pickOffer = createOfferPicker(offers);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('POST /api/bookings when the card fails', () => {
  test.each([
    ['a generic decline', CARDS.declined, 'Your card was declined.'],
    ['insufficient funds', CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    // Reworded: a message with 'expired' in it sends the booking page back to search (an expired offer).
    ['an expired card', CARDS.expired, 'Your card is past its expiry date. Please use another card.'],
    ['an incorrect CVC', CARDS.incorrectCvc, "Your card's security code is incorrect."],
  ])(
    "with %s, then 402 PAYMENT_FAILED in the card's words, the booking failed, no order, the intent voided",
    async (_story, number, message) => {
      const v = await traveller(t);
      const { offer, maps } = await pickOffer(v);
      const orders = duffelOrderCount(t);
      const key = `decline-${number.slice(-4)}`;

      const res = await v
        .book(
          bookingBody({ offer, passengers: passengersFor(offer), seats: seatsFor(offer, maps, 1), cardNumber: number }),
          key,
        )
        .expect(402);

      expect(res.body).toEqual({ message, error: 'PAYMENT_FAILED' });
      expect(res.body.message).toMatch(/card/i);
      expect(res.body.message).not.toMatch(/expired/i);
      expect(duffelOrderCount(t)).toBe(orders);
      const booking = await bookingByKey(t, key);
      expect(booking?.row).toMatchObject({
        status: 'failed',
        failure_code: 'PAYMENT_FAILED',
        failure_message: message,
        card_last4: number.slice(-4),
        duffel_order_id: null,
      });
      expect(booking?.payment).toMatchObject({ status: 'declined' });
      expect(stripeIntent(t, String(booking?.payment?.provider_payment_id))?.status).toBe('canceled');
      expect(booking?.events).toEqual([
        'offer:verified',
        'authorize:started',
        'authorize:declined',
        'fail:PAYMENT_FAILED',
      ]);
      // A retry of the same checkout gets the same answer, and Stripe is not asked again.
      const authorizations = await stripeCalls(t, AUTHORIZE);
      expect(
        (await v.book(bookingBody({ offer, passengers: passengersFor(offer), cardNumber: number }), key).expect(409))
          .body.error,
      ).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
    },
  );
});

describe('POST /api/bookings, the limit on checkouts per address', () => {
  test('the 11th checkout that reaches the card within 10 minutes is 429, before Stripe is asked; retries of one key do not count', async () => {
    const v = await traveller(t);
    const offer = offers.find((candidate) => candidate.passengers.length === 3) as FlightOffer;
    const body = bookingBody({ offer, passengers: passengersFor(offer), cardNumber: CARDS.declined });
    await v.book(body, 'limit-checkout-1').expect(402);
    await v.book(body, 'limit-checkout-1').expect(402);
    for (let i = 2; i <= 10; i++) await v.book(body, `limit-checkout-${i}`).expect(402);
    const authorizations = await stripeCalls(t, AUTHORIZE);

    const res = await v.book(body, 'limit-checkout-11').expect(429);

    expect(res.body.error).toBe('RATE_LIMITED');
    expect(res.headers['retry-after']).toBeDefined();
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
    expect(await bookingByKey(t, 'limit-checkout-11')).toBeNull();
  });
});

describe('POST /api/bookings, refused before the card is touched', () => {
  test('when the offer has expired by the clock, then 410 OFFER_EXPIRED and no authorization', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    const b = await browser(t);
    const before = await sandboxCalls(t);
    await b.advanceClock(31);
    try {
      const res = await v.book(bookingBody({ offer, passengers: passengersFor(offer) }), 'expired-offer').expect(410);

      expect(res.body).toEqual({
        message: 'This flight offer has expired. Please select another flight.',
        error: 'OFFER_EXPIRED',
      });
      expect((await sandboxCalls(t)).stripe).toEqual(before.stripe);
      // Nothing happened: the key is free again and no booking is left.
      expect(await bookingByKey(t, 'expired-offer')).toBeNull();
    } finally {
      await b.advanceClock(-31);
    }
  });

  test('when the amount was tampered with, then 409 PRICE_CHANGED with the real total, and no authorization', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    const authorizations = await stripeCalls(t, AUTHORIZE);

    const res = await v.book(bookingBody({ offer, passengers: passengersFor(offer), amount: '1.00' })).expect(409);

    expect(res.body).toEqual({
      message: 'The price of this flight has changed. Please review the new total before paying.',
      error: 'PRICE_CHANGED',
      total_amount: offer.total_amount,
      total_currency: 'USD',
    });
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
  });

  test.each([
    [
      'a gender the airline cannot take',
      (p: ReturnType<typeof passengersFor>) =>
        p.map((x, i) => (i === 1 ? { ...x, gender: 'undisclosed' as const } : x)),
      "The airline needs each passenger's gender as shown on the passport (male or female).",
    ],
    [
      'a phone number that cannot be made international',
      (p: ReturnType<typeof passengersFor>) => p.map((x, i) => (i === 0 ? { ...x, phone: '020 7946 0958' } : x)),
      'Please enter the phone number in international format: + and the country code, then the number (for example +1 212 555 0100).',
    ],
    [
      'a missing passport on JFK-LHR',
      (p: ReturnType<typeof passengersFor>) => p.map((x, i) => (i === 2 ? { ...x, passportNumber: '' } : x)),
      'Passport number must be at least 5 characters',
    ],
    [
      'a child who is an adult on the day of travel',
      (p: ReturnType<typeof passengersFor>) => p.map((x, i) => (i === 2 ? { ...x, dateOfBirth: '1990-01-01' } : x)),
      'Children must be 2 to 11 years old on the day of travel',
    ],
    [
      'one passenger fewer than the offer',
      (p: ReturnType<typeof passengersFor>) => p.slice(0, 2),
      'The passengers do not match this flight offer: it was priced for 2 adults, 1 child.',
    ],
    [
      'a primary passenger without e-mail',
      (p: ReturnType<typeof passengersFor>) => p.map((x, i) => (i === 0 ? { ...x, email: '' } : x)),
      'Valid email is required for primary passenger',
    ],
  ])('with %s, then 400 with the message, and no authorization', async (_story, change, message) => {
    const v = await traveller(t);
    const offer = offers.find((candidate) => candidate.passengers.length === 3) as FlightOffer;
    const authorizations = await stripeCalls(t, AUTHORIZE);

    const res = await v.book(bookingBody({ offer, passengers: change(passengersFor(offer)) })).expect(400);

    expect(res.body).toMatchObject({ message, error: 'VALIDATION_ERROR' });
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
  });

  test('when a chosen seat is no longer on the seat map, then 409 SEAT_UNAVAILABLE and no authorization', async () => {
    const v = await traveller(t);
    const { offer, maps } = await pickOffer(v);
    const [seat] = seatsFor(offer, maps, 1);
    const authorizations = await stripeCalls(t, AUTHORIZE);

    const res = await v
      .book(bookingBody({ offer, passengers: passengersFor(offer), seats: [{ ...seat!, designator: '99K' }] }))
      .expect(409);

    expect(res.body).toEqual({
      message: 'Seat 99K is no longer available. Please choose another seat.',
      error: 'SEAT_UNAVAILABLE',
    });
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
  });

  test('when a client sends card fields to the portal (the old contract), then 400: cards go to Stripe only, and nothing is authorized', async () => {
    const v = await traveller(t);
    const authorizations = await stripeCalls(t, AUTHORIZE);
    const offer = offers[0] as FlightOffer;
    const body = bookingBody({ offer, passengers: passengersFor(offer) });
    const { amount, currency } = body.paymentDetails;

    const res = await v
      .book({ ...body, paymentDetails: { amount, currency, cardDetails: card(CARDS.visa) } })
      .expect(400);
    const both = await v
      .book({ ...body, paymentDetails: { ...body.paymentDetails, cardDetails: card(CARDS.visa) } })
      .expect(400);

    expect(res.body).toMatchObject({ message: CARD_DATA_REFUSED, error: 'VALIDATION_ERROR' });
    expect(both.body).toMatchObject({ message: CARD_DATA_REFUSED, error: 'VALIDATION_ERROR' });
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
  });

  test('when the PaymentMethod id is not one, then 400 asking for the card details', async () => {
    const v = await traveller(t);
    const offer = offers[0] as FlightOffer;
    const body = bookingBody({ offer, passengers: passengersFor(offer) });

    const res = await v
      .book({ ...body, paymentDetails: { ...body.paymentDetails, paymentMethodId: '4242424242424242' } })
      .expect(400);

    expect(res.body).toMatchObject({ message: 'Please enter your card details', error: 'VALIDATION_ERROR' });
  });

  test('when a name is one the airline would refuse (not Latin letters, over 20), then 400 saying what to type, and no authorization', async () => {
    const v = await traveller(t);
    const authorizations = await stripeCalls(t, AUTHORIZE);
    const offer = offers[0] as FlightOffer;
    const [first, ...rest] = passengersFor(offer);

    const res = await v
      .book(bookingBody({ offer, passengers: [{ ...first!, lastName: 'Ærøskøbing' }, ...rest] }))
      .expect(400);
    await v
      .book(bookingBody({ offer, passengers: [{ ...first!, firstName: 'Bartholomew-Christopher' }, ...rest] }))
      .expect(400);

    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: expect.stringContaining("Latin letters as on your passport's machine-readable line"),
    });
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
  });
});

describe('card data', () => {
  test('after these failures, no card number or CVC is in any table or any log line', async () => {
    expect(cardDataIn(JSON.stringify(card(CARDS.declined)))).not.toEqual([]);

    expect(cardDataIn(await dumpDatabase(t))).toEqual([]);
    expect(cardDataIn(logs.text())).toEqual([]);
  });
});
