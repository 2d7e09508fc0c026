import request from 'supertest';
import type { FlightOffer } from '@portal/platform-common/contracts';
import {
  bookingBody,
  CARDS,
  createOfferPicker,
  passengersFor,
  paymentMethodFor,
  searchJfkLhr,
  totalOf,
  traveller,
  type Traveller,
} from '../bookingStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { signInAs } from '../users';

// Finding (outside test, round three, low): a process-card authorization was not bound to the
// session that made it: another session that knew the `pi_` id booked its own trip with it.
let t: TestApp;
let pickOffer: ReturnType<typeof createOfferPicker>;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on', RATE_LIMIT_PAYMENTS_PER_ADDRESS: '' }, { listen: true });
  pickOffer = createOfferPicker(await searchJfkLhr(t, await traveller(t)));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** An authorization for the offer's total, made by `v` through process-card. */
const authorizeFor = async (v: Traveller, offer: FlightOffer): Promise<string> =>
  (
    await v
      .post('/api/payments/process-card', {
        amount: totalOf(offer, []),
        currency: 'USD',
        paymentMethodId: paymentMethodFor(CARDS.visa),
      })
      .expect(200)
  ).body.paymentId;

const payingWith = (offer: FlightOffer, paymentId: string) => {
  const base = bookingBody({ offer, passengers: passengersFor(offer) });
  return { ...base, paymentDetails: { amount: base.paymentDetails.amount, currency: 'USD', paymentId } };
};

const ownerOf = async (paymentId: string) =>
  (
    await t.sessionPool.query('SELECT booking_id FROM payment_authorizations WHERE provider_payment_id = $1', [
      paymentId,
    ])
  ).rows[0];

describe('a process-card authorization pays only for its own session or account', () => {
  test('another session that knows the pi_ id is refused as if it did not exist; the maker still books with it', async () => {
    const maker = await traveller(t);
    const { offer } = await pickOffer(maker);
    const paymentId = await authorizeFor(maker, offer);
    const stranger = await traveller(t);

    const stolen = await stranger.book(payingWith(offer, paymentId));

    expect(stolen.status).toBe(402);
    expect(stolen.body.error).toBe('PAYMENT_FAILED');
    expect(await ownerOf(paymentId)).toEqual({ booking_id: null });
    const own = await maker.book(payingWith(offer, paymentId));
    expect(own.status).toBe(201);
  });

  test('made while signed in, it is the account’s: another session of the same account may book with it', async () => {
    const first = await signInAs(t, 'bound-owner', ['traveller']);
    const maker = await traveller(t, { agent: first.agent });
    const { offer } = await pickOffer(maker);
    const paymentId = await authorizeFor(maker, offer);
    const phone = await traveller(t, { agent: request.agent(t.app) });
    await phone.signIn('bound-owner', 'bound-owner-Password-1!');

    const res = await phone.book(payingWith(offer, paymentId));

    expect(res.status).toBe(201);
  });
});
