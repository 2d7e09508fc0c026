import type { FlightOffer } from '@portal/platform-common/contracts';
import {
  bookingBody,
  CANCEL,
  card,
  CARDS,
  createOfferPicker,
  duffelOrderCount,
  duffelOrdersBehave,
  passengersFor,
  searchJfkLhr,
  stripeCalls,
  traveller,
} from '../../../../test/bookingStories';
import {
  bookingByKey,
  bookingRow,
  capturedLogs,
  cardDataIn,
  dumpDatabase,
  stripeIntent,
} from '../../../../test/bookingEvidence';
import { duffelSandboxAt } from '../../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';
import type { DuffelFault } from '@portal/sandbox-duffel';

// Checkouts whose card was authorized and whose order then failed or went unclear; those that fail
// at the card or before it are in bookingFailures.test.ts.
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
