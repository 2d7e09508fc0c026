import { randomUUID } from 'node:crypto';
import type { FlightOffer } from '@portal/platform-common/contracts';
import {
  AUTHORIZE,
  bookingBody,
  CARDS,
  passengersFor,
  paymentMethodFor,
  searchJfkLhr,
  traveller,
} from '../bookingStories';
import { bookingByKey } from '../bookingEvidence';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { checkHistory } from './historyChecker';
import { loadHistory } from './loadHistory';

let t: TestApp;
let offers: FlightOffer[];

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  offers = await searchJfkLhr(t, await traveller(t), { adults: 1, children: 0, infants: 0 });
}, SETUP_TIMEOUT_MS);
afterEach(() => t.providers.stripe.sandbox?.setBeforeRequest(undefined));
afterAll(() => t.close());

/** Other payments on the same Stripe account: newer intents that push ours down the list. */
const otherPayments = async (count: number) => {
  const stripe = await t.providers.stripe.forMode('test');
  for (let i = 0; i < count; i++) {
    await stripe.authorize({
      amountMinor: 1000n + BigInt(i),
      currency: 'USD',
      paymentMethodId: paymentMethodFor(CARDS.visa),
      metadata: { shop: 'elsewhere' },
      idempotencyKey: `other-${randomUUID()}`,
    });
  }
};

describe('an authorization whose answer was lost, settled later', () => {
  test('when a hundred other payments were made since, then the sweep still finds its intent and voids it', async () => {
    const v = await traveller(t);
    const offer = offers[1] as FlightOffer;
    // The intent is made but every answer is lost: the first after the work, the SDK's two retries
    // before it; the lookup that follows gets no answer either.
    t.providers.stripe.sandbox?.setBeforeRequest((req) => {
      if (req.route === AUTHORIZE) return req.count === 1 ? { drop: 'after' } : { error: { status: 500 } };
      if (req.route === 'GET /v1/payment_intents') return { error: { status: 500 } };
      return undefined;
    });
    t.providers.stripe.sandbox?.resetStats();
    const key = randomUUID();

    const res = await v.book(bookingBody({ offer, passengers: passengersFor(offer) }), key);

    expect(res.body).toMatchObject({ error: 'PAYMENT_UNAVAILABLE' });
    const booking = await bookingByKey(t, key);
    expect(booking?.payment?.status).toBe('unknown');
    t.providers.stripe.sandbox?.setBeforeRequest(undefined);
    await otherPayments(101);

    await t.jobs.runOnce({ unsettledMinAgeMs: 0 });

    const history = await loadHistory(
      t.sessionPool,
      t.providers.stripe.sandbox?.store as NonNullable<typeof t.providers.stripe.sandbox>['store'],
    );
    expect(checkHistory(history).filter((violation) => violation.bookingId === booking?.row?.id)).toEqual([]);
    expect((await bookingByKey(t, key))?.payment?.status).toBe('voided');
  }, 60_000);
});
