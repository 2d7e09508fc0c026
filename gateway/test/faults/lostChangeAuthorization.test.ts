import { randomUUID } from 'node:crypto';
import type { FlightOffer } from '@portal/platform-common/contracts';
import { AUTHORIZE, searchJfkLhr, traveller } from '../bookingStories';
import { stripeIntent } from '../bookingEvidence';
import { createChangeStories } from '../changeStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { checkHistory } from './historyChecker';
import { loadHistory } from './loadHistory';

let t: TestApp;
let stories: ReturnType<typeof createChangeStories>;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  const offers: FlightOffer[] = await searchJfkLhr(
    t,
    await traveller(t),
    { adults: 1, children: 0, infants: 0 },
    { refundable: true },
  );
  stories = createChangeStories(t, offers);
}, SETUP_TIMEOUT_MS);
afterEach(() => t.providers.stripe.sandbox?.setBeforeRequest(undefined));
afterAll(() => t.close());

/** Stripe makes the intent but its answer is lost (the SDK's retries fail too), and no lookup gets an answer. */
const loseAuthorizationAnswers = () => {
  t.providers.stripe.sandbox?.resetStats();
  t.providers.stripe.sandbox?.setBeforeRequest((req) => {
    if (req.route === AUTHORIZE) return req.count === 1 ? { drop: 'after' } : { error: { status: 500 } };
    if (req.route === 'GET /v1/payment_intents') return { error: { status: 500 } };
    return undefined;
  });
};

const paymentOf = async (authorizationId: string | null | undefined) =>
  (await t.sessionPool.query('SELECT * FROM payment_authorizations WHERE id = $1', [authorizationId])).rows[0] as
    Record<string, string> | undefined;

const violationsFor = async (bookingId: string) =>
  checkHistory(
    await loadHistory(
      t.sessionPool,
      t.providers.stripe.sandbox?.store as NonNullable<typeof t.providers.stripe.sandbox>['store'],
    ),
  ).filter((violation) => violation.bookingId === bookingId);

describe("a change's card authorization whose answer was lost", () => {
  test('when Stripe made the intent but neither its answer nor a lookup came back, then the traveller is told it is on its way, and the resume job finds the intent and finishes the change, charged once', async () => {
    const { v, id } = await stories.bookChangeable('lost-resumed');
    const dearer = await stories.offerTo(v, id, 'pay');
    loseAuthorizationAnswers();

    const first = await stories.confirm(v, id, dearer, randomUUID(), { paymentMethodId: 'pm_card_visa' });

    expect(first.status).toBe(202);
    expect(first.body.status).toBe('pending');
    const waiting = await stories.changeRow(dearer.changeOfferId);
    expect(waiting?.status).toBe('authorizing');
    // Named on the change before Stripe was asked: the row to look the intent up by.
    expect((await paymentOf(waiting?.payment_authorization_id))?.status).toBe('unknown');
    t.providers.stripe.sandbox?.setBeforeRequest(undefined);

    await t.jobs.runOnce({ staleMs: 0 });

    const finished = await stories.changeRow(dearer.changeOfferId);
    expect(finished?.status).toBe('changed');
    const payment = await paymentOf(finished?.payment_authorization_id);
    expect(payment?.status).toBe('captured');
    expect(stripeIntent(t, payment?.provider_payment_id as string)?.amount_received).toBe(
      Math.round(Number(dearer.amount) * 100),
    );
    expect(await violationsFor(id)).toEqual([]);
  }, 60_000);

  test('when the traveller sends the same request again, then the intent Stripe made is found and the change finishes in that answer', async () => {
    const { v, id } = await stories.bookChangeable('lost-retried');
    const dearer = await stories.offerTo(v, id, 'pay');
    const key = randomUUID();
    loseAuthorizationAnswers();
    expect((await stories.confirm(v, id, dearer, key, { paymentMethodId: 'pm_card_visa' })).status).toBe(202);
    t.providers.stripe.sandbox?.setBeforeRequest(undefined);

    const again = await stories.confirm(v, id, dearer, key, { paymentMethodId: 'pm_card_visa' });

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'changed', direction: 'pay', amount: dearer.amount });
    // One intent for the change: the retry found it rather than asking Stripe for another.
    const intents = (t.providers.stripe.sandbox?.store.paymentIntents.entries() ?? []).filter(
      ([, intent]) => intent.metadata?.change_id === dearer.changeOfferId,
    );
    expect(intents.map(([, intent]) => intent.status)).toEqual(['succeeded']);
    expect(await violationsFor(id)).toEqual([]);
  }, 60_000);

  test('when a gateway stopped before naming the authorization on the change, then the resume job looks the intent up by the change and voids it before ending the change', async () => {
    const { v, id } = await stories.bookChangeable('lost-stopped');
    const dearer = await stories.offerTo(v, id, 'pay');
    loseAuthorizationAnswers();
    expect((await stories.confirm(v, id, dearer, randomUUID(), { paymentMethodId: 'pm_card_visa' })).status).toBe(202);
    t.providers.stripe.sandbox?.setBeforeRequest(undefined);
    // What a gateway stopped between Stripe's work and its own write leaves: an intent the change does not name.
    await t.sessionPool.query('UPDATE booking_changes SET payment_authorization_id = NULL WHERE id = $1', [
      dearer.changeOfferId,
    ]);

    await t.jobs.runOnce({ staleMs: 0 });

    expect((await stories.changeRow(dearer.changeOfferId))?.status).toBe('failed');
    const intents = (t.providers.stripe.sandbox?.store.paymentIntents.entries() ?? []).filter(
      ([, intent]) => intent.metadata?.change_id === dearer.changeOfferId,
    );
    expect(intents.map(([, intent]) => intent.status)).toEqual(['canceled']);
    expect(await violationsFor(id)).toEqual([]);
  }, 60_000);
});
