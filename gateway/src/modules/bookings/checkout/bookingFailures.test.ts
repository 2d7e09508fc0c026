import { CARD_DATA_REFUSED, type FlightOffer } from '@portal/platform/contracts';
import {
  AUTHORIZE,
  bookingBody,
  bookingByKey,
  bookingRow,
  CANCEL,
  capturedLogs,
  card,
  CARDS,
  cardDataIn,
  createOfferPicker,
  dumpDatabase,
  duffelOrderCount,
  duffelOrdersBehave,
  passengersFor,
  sandboxCalls,
  searchJfkLhr,
  seatsFor,
  stripeCalls,
  stripeIntent,
  traveller,
} from '../../../../test/bookingStories';
import { browser, duffelSandboxAt } from '../../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';
import type { DuffelFault } from '@portal/sandbox-duffel';

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
afterEach(() => duffelOrdersBehave(t, null));
afterAll(() => t.close());

const ordersFail = (fault: DuffelFault) =>
  duffelOrdersBehave(t, ({ operation }) => (operation === 'orders.create' ? fault : null));

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

describe('POST /api/bookings when the order fails after the card was authorized', () => {
  test.each([
    ['order_not_created', { kind: 'order_not_created' } as DuffelFault, 502, 'ORDER_FAILED'],
    ['price_changed', { kind: 'price_changed' } as DuffelFault, 409, 'PRICE_CHANGED'],
  ])(
    'when Duffel answers %s, then the authorization is voided and the booking failed',
    async (_code, fault, status, error) => {
      const v = await traveller(t);
      const { offer } = await pickOffer(v);
      ordersFail(fault);
      const key = `order-${error}`;
      const cancels = await stripeCalls(t, CANCEL);

      const res = await v.book(bookingBody({ offer, passengers: passengersFor(offer) }), key).expect(status);

      expect(res.body.error).toBe(error);
      expect(res.body.message).toContain('Nothing was charged');
      // Not a card failure: the booking page must not clear the card fields for it.
      expect(res.body.message).not.toMatch(/card|payment/i);
      const booking = await bookingByKey(t, key);
      expect(booking?.row).toMatchObject({ status: 'failed', failure_code: error, duffel_order_id: null });
      expect(booking?.payment?.status).toBe('voided');
      expect(stripeIntent(t, String(booking?.payment?.provider_payment_id))?.status).toBe('canceled');
      expect(await stripeCalls(t, CANCEL)).toBe(cancels + 1);
      expect(booking?.events).toEqual([
        'offer:verified',
        'authorize:started',
        'authorize:authorized',
        'order:started',
        'order:rejected',
        `fail:${error}`,
        'void:done',
      ]);
    },
  );

  test("when the offer request was ordered behind the portal's back (a race it could not see), then 409 OFFER_UNAVAILABLE and the authorization is voided", async () => {
    const v = await traveller(t);
    // A search of its own: this story leaves its offer request ordered at Duffel.
    const offer = (await searchJfkLhr(t, v, { adults: 2, children: 0, infants: 0 })).find(
      (candidate) => candidate.owner.iata_code === 'BA',
    ) as FlightOffer;
    // Ordered at Duffel directly, so no booking of the portal says the request is taken.
    const sdk = duffelSandboxAt(t).sdk();
    const raw = (await sdk.offers.get(offer.id)).data;
    await sdk.orders.create({
      type: 'instant',
      selected_offers: [raw.id],
      passengers: raw.passengers.map((passenger, i) => ({
        id: passenger.id,
        title: 'mr',
        gender: 'm',
        given_name: 'Race',
        family_name: 'Condition',
        born_on:
          passenger.type === 'child'
            ? `${Number(raw.slices[0]?.segments[0]?.departing_at.slice(0, 4)) - 8}-01-01`
            : `19${70 + i}-01-01`,
        email: 'race@example.org',
        phone_number: '+442080160509',
        identity_documents: [
          { type: 'passport', unique_identifier: `P99${i}0000`, expires_on: '2035-01-01', issuing_country_code: 'GB' },
        ],
      })),
      payments: [{ type: 'balance', amount: raw.total_amount, currency: raw.total_currency }],
    } as Parameters<typeof sdk.orders.create>[0]);

    const res = await v
      .book(bookingBody({ offer, passengers: passengersFor(offer) }), 'booked-by-someone-else')
      .expect(409);

    expect(res.body.error).toBe('OFFER_UNAVAILABLE');
    const booking = await bookingByKey(t, 'booked-by-someone-else');
    expect(booking?.row?.status).toBe('failed');
    expect(booking?.payment?.status).toBe('voided');
  });
});

describe('POST /api/bookings when the order outcome is unclear', () => {
  test('when Duffel answers 202 (still processing), then the order is looked up, found, captured: 201', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    ordersFail({ kind: 'accepted', afterMs: 500 });

    const res = await v.book(bookingBody({ offer, passengers: passengersFor(offer) }), 'accepted-202').expect(201);

    expect(res.body.status).toBe('confirmed');
    const booking = await bookingRow(t, res.body.id);
    expect(booking.events).toEqual(
      expect.arrayContaining([
        'order:unknown',
        'reconcile:found',
        'order:created',
        'capture:done',
        'confirm:confirmed',
      ]),
    );
  });

  test('when the connection drops after the order was made, then the lookup finds it: 201', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    ordersFail({ kind: 'drop', applied: true });

    const res = await v.book(bookingBody({ offer, passengers: passengersFor(offer) })).expect(201);

    expect(res.body.status).toBe('confirmed');
  });

  test('when the connection drops and no order can be found, then 202 pending: nothing captured, the booking left for the resumer', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    ordersFail({ kind: 'drop', applied: false });
    const captures = await stripeCalls(t, 'POST /v1/payment_intents/:id/capture');

    const res = await v.book(bookingBody({ offer, passengers: passengersFor(offer) }), 'dropped-order').expect(202);

    expect(res.body).toEqual({
      id: expect.any(String),
      status: 'pending',
      message: 'Your booking is being confirmed. We will e-mail you shortly.',
    });
    const booking = await bookingByKey(t, 'dropped-order');
    expect(booking?.row).toMatchObject({ status: 'order_unknown', duffel_order_id: null });
    expect(booking?.payment?.status).toBe('authorized');
    expect(await stripeCalls(t, 'POST /v1/payment_intents/:id/capture')).toBe(captures);
    // A retry of the same checkout is told the same, without a second order attempt.
    const orders = duffelOrderCount(t);
    expect(
      (await v.book(bookingBody({ offer, passengers: await bookingPassengers(offer) }), 'dropped-order').expect(409))
        .body.error,
    ).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(duffelOrderCount(t)).toBe(orders);
  });
});

/** Passengers that differ from any sent before (another e-mail): a different request. */
const bookingPassengers = async (offer: FlightOffer) => passengersFor(offer, { email: 'someone@example.org' });

describe('card data', () => {
  test('after these failures, no card number or CVC is in any table or any log line', async () => {
    expect(cardDataIn(JSON.stringify(card(CARDS.declined)))).not.toEqual([]);

    expect(cardDataIn(await dumpDatabase(t))).toEqual([]);
    expect(cardDataIn(logs.text())).toEqual([]);
  });
});
