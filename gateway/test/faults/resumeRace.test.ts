import { randomUUID } from 'node:crypto';
import type { FlightOffer } from '@portal/platform-common/contracts';
import { AUTHORIZE, bookingBody, eventually, passengersFor, searchJfkLhr, traveller } from '../bookingStories';
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

/** Holds one Stripe endpoint's calls until `release()`: a provider slower than the resumer's patience. */
const holdStripe = (route: string) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  t.providers.stripe.sandbox?.setBeforeRequest(async (req) => {
    if (req.route === route) await gate;
    return undefined;
  });
  return { release };
};

const violationsOf = async (bookingId: string) => {
  const history = await loadHistory(
    t.sessionPool,
    t.providers.stripe.sandbox?.store as NonNullable<typeof t.providers.stripe.sandbox>['store'],
  );
  return checkHistory(history).filter((violation) => violation.bookingId === bookingId);
};

describe('a checkout the resumer takes for abandoned while its request still runs', () => {
  test('when the resumer fails it during the authorization, then the request voids its hold and makes no order', async () => {
    const v = await traveller(t);
    const offer = offers[0] as FlightOffer;
    const held = holdStripe(AUTHORIZE);
    const key = randomUUID();
    const answer = v.book(bookingBody({ offer, passengers: passengersFor(offer) }), key).then((res) => res);
    await eventually(async () => (await bookingByKey(t, key))?.events.includes('authorize:started') ?? false);

    // The request is slow (its card is still being authorized): a resumer thinks it was abandoned.
    const summary = await t.jobs.resume({ staleMs: 0 });
    expect(summary).toEqual({ confirmed: 0, failed: 1, left: 0 });
    held.release();
    const res = await answer;

    const booking = await bookingByKey(t, key);
    expect(booking?.row?.status).toBe('failed');
    expect(res.body).toMatchObject({ error: 'BOOKING_INTERRUPTED' });
    expect(await violationsOf(String(booking?.row?.id))).toEqual([]);
    expect(booking?.events).not.toContain('order:started');
  }, 30_000);

  test('when the authorization has no answer yet, then the resumer leaves it to the sweep, never as pending for ever', async () => {
    const v = await traveller(t);
    const offer = offers[1] as FlightOffer;
    const held = holdStripe(AUTHORIZE);
    const key = randomUUID();
    const answer = v.book(bookingBody({ offer, passengers: passengersFor(offer) }), key).then((res) => res);
    await eventually(
      async () =>
        (
          await t.sessionPool.query(
            `SELECT 1 FROM payment_authorizations pa JOIN bookings b ON b.id = pa.booking_id WHERE b.idempotency_key = $1`,
            [key],
          )
        ).rows.length === 1,
    );
    const rowOf = async () =>
      (
        await t.sessionPool.query(
          `SELECT pa.status FROM payment_authorizations pa JOIN bookings b ON b.id = pa.booking_id WHERE b.idempotency_key = $1`,
          [key],
        )
      ).rows[0]?.status;

    await t.jobs.resume({ staleMs: 0 });

    // As after a gateway killed mid-call: Stripe's answer may still come, or may never.
    expect(await rowOf()).toBe('unknown');
    held.release();
    await answer;
    await t.jobs.runOnce({ unsettledMinAgeMs: 0 });
    expect(await rowOf()).toBe('voided');
    expect(await violationsOf(String((await bookingByKey(t, key))?.row?.id))).toEqual([]);
  }, 30_000);
});
