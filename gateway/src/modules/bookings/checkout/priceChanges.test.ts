import type { FlightOffer } from '@portal/platform-common/contracts';
import request from 'supertest';
import {
  AUTHORIZE,
  bookingBody,
  createOfferPicker,
  passengersFor,
  searchJfkLhr,
  stripeCalls,
  traveller,
} from '../../../../test/bookingStories';
import { bookingRow, stripeIntent } from '../../../../test/bookingEvidence';
import { cents } from '../../../../test/flightStories';
import { DRIFT_AFTER_MS, naturalDrift } from '@portal/sandbox-duffel/testing';
import { controlsHeader, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';

let t: TestApp;
let pickOffer: ReturnType<typeof createOfferPicker>;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  pickOffer = createOfferPicker(await searchJfkLhr(t, await traveller(t), { adults: 1, children: 0, infants: 0 }));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
afterEach(async () => {
  await request(t.app).delete('/api/sandbox/faults').set(controlsHeader(t)).expect(204);
});

/** From the next read on, Duffel prices every offer `percent` away from its listed price. */
const pricesMove = (percent: number) =>
  request(t.app)
    .post('/api/sandbox/faults')
    .set(controlsHeader(t))
    .send({ provider: 'duffel', operation: 'offers.get', kind: 'price_change', rate: 1, percent })
    .expect(200);

describe('a price that changed between the search and the payment', () => {
  test('when it rose, then 409 PRICE_CHANGED with the new selling total and nothing authorized; paying the new total books it', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    const authorizations = await stripeCalls(t, AUTHORIZE);
    await pricesMove(10);

    const refused = await v.book(bookingBody({ offer, passengers: passengersFor(offer) })).expect(409);

    expect(refused.body).toMatchObject({ error: 'PRICE_CHANGED', message: expect.any(String), total_currency: 'USD' });
    const newTotal = String(refused.body.total_amount);
    expect(cents(newTotal)).toBeGreaterThan(cents(offer.total_amount));
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
    // The offer page reads the new price too.
    expect(((await v.get(`/api/flights/offer/${offer.id}`).expect(200)).body as FlightOffer).total_amount).toBe(
      newTotal,
    );

    const booked = await v.book(bookingBody({ offer, passengers: passengersFor(offer), amount: newTotal })).expect(201);
    const { row, payment } = await bookingRow(t, booked.body.id as string);
    expect(row).toMatchObject({ status: 'confirmed' });
    expect(String(row?.selling_total_minor)).toBe(String(cents(newTotal)));
    expect(stripeIntent(t, String(payment?.provider_payment_id))?.amount_received).toBe(Number(cents(newTotal)));
  });

  test('when it fell, then the booking goes through at the lower price, without asking', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    await pricesMove(-10);

    const booked = await v.book(bookingBody({ offer, passengers: passengersFor(offer) })).expect(201);

    const { row, payment } = await bookingRow(t, booked.body.id as string);
    const charged = BigInt(String(row?.selling_total_minor));
    expect(charged).toBeLessThan(cents(offer.total_amount));
    expect(stripeIntent(t, String(payment?.provider_payment_id))?.amount_received).toBe(Number(charged));
    expect(booked.body.totalAmount).toBe((Number(charged) / 100).toFixed(2));
  });
});

describe('fares that moved on their own while the traveller filled in the form (no fault: Duffel re-prices offers as they age)', () => {
  const advanceClock = (minutes: number) =>
    request(t.app).post('/api/sandbox/clock').set(controlsHeader(t)).send({ advanceMinutes: minutes }).expect(200);
  afterEach(() => advanceClock(-(DRIFT_AFTER_MS / 60_000 + 1)));

  test('paying 21 minutes after the search: a fare that rose answers 409 PRICE_CHANGED with its new total, one that fell books lower', async () => {
    const v = await traveller(t);
    // A search of its own (two adults): offers the faults above never re-priced.
    const offers = await searchJfkLhr(t, v, { adults: 2, children: 0, infants: 0 });
    const risen = offers.find((offer) => naturalDrift(offer.id) > 0) as FlightOffer;
    const fallen = offers.find((offer) => naturalDrift(offer.id) < 0) as FlightOffer;
    await advanceClock(DRIFT_AFTER_MS / 60_000 + 1);

    const refused = await v.book(bookingBody({ offer: risen, passengers: passengersFor(risen) })).expect(409);
    expect(refused.body).toMatchObject({ error: 'PRICE_CHANGED' });
    expect(cents(String(refused.body.total_amount))).toBeGreaterThan(cents(risen.total_amount));

    const booked = await v.book(bookingBody({ offer: fallen, passengers: passengersFor(fallen) })).expect(201);
    expect(cents(String(booked.body.totalAmount))).toBeLessThan(cents(fallen.total_amount));
  });
});
