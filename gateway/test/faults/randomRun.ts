import { seededRandom } from '@portal/sandbox-duffel';
import type { TestApp } from '../testApp';
import { runRandomChanges } from './changeClients';
import { collectOffers, createCheckoutClients, inPool, type CheckoutAnswer } from './checkoutClients';
import { CHECKOUT_FAULTS, injectedBy, seededMix } from './faultMix';
import { faultsState, setFaults } from './faultSwitch';
import { checkHistory } from './historyChecker';
import { loadHistory } from './loadHistory';
import { settle, type SettleFigures } from './settle';

export interface RunOptions {
  seed: number;
  bookings: number;
  /** Checkouts in flight at once. */
  concurrency: number;
  /** A booking untouched this long is resumed while the run goes on (the jobs' 2 minutes, scaled like the deadlines). */
  staleMs?: number;
  /** Confirmed bookings changed afterwards, under faults of their own (one in eight of the bookings unless told). */
  changes?: number;
}

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/**
 * A randomized run: `bookings` checkouts through the real gateway (the real SDKs against the
 * sandboxes) with random faults at every provider call and the resumer running beside them, then
 * the unfinished ones driven to their end by the resumer, then the recorded history checked.
 */
export const runRandomBookings = async (
  t: TestApp,
  { seed, bookings, concurrency, staleMs = 5_000, changes = Math.ceil(bookings / 8) }: RunOptions,
) => {
  // Checkouts whose offer check fails leave no booking (the key is given back): offers to spare.
  const offers = await collectOffers(t, Math.ceil(bookings * 1.3));
  const clients = await createCheckoutClients(t);
  await setFaults(t, seededMix(CHECKOUT_FAULTS, seed));
  const jobs = t.jobs;

  const answers: CheckoutAnswer[][] = [];
  let running = true;
  const resumer = (async () => {
    let passes = 0;
    while (running) {
      await jobs.runOnce({ staleMs });
      passes += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return passes;
  })();
  // Each checkout draws from its own sequence: the same seed gives the same checkouts whatever the interleaving.
  const plans = offers.map((offer, index) => ({ offer, random: seededRandom('checkout', seed, index) }));
  const enough = async () =>
    Number((await t.sessionPool.query('SELECT count(*) AS n FROM bookings')).rows[0].n) >= bookings;
  await inPool(
    plans,
    concurrency,
    async ({ offer, random: own }) => {
      answers.push(await clients.checkout(offer, own));
    },
    enough,
  );
  running = false;
  const resumerPasses = await resumer;

  const injected = injectedBy((await faultsState(t)).injected);
  const settled: SettleFigures = await settle(t);
  t.duffelSandbox?.controls.releaseHeldCalls();

  // Then changes of the confirmed bookings (paid, refunded, at the same price), settled the same way.
  const changePhase = await runRandomChanges(t, {
    seed,
    changes,
    concurrency: Math.min(concurrency, 8),
    staleMs,
    accounts: clients.accounts,
  });
  const changesSettled: SettleFigures = await settle(t);
  t.duffelSandbox?.controls.releaseHeldCalls();

  const history = await loadHistory(
    t.sessionPool,
    t.providers.stripe.sandbox?.store as NonNullable<typeof t.providers.stripe.sandbox>['store'],
  );
  const violations = checkHistory(history);
  const resumed = new Set(history.events.filter((event) => event.step === 'resume').map((event) => event.bookingId))
    .size;
  const figures = {
    seed,
    bookings: history.bookings.length,
    outcomes: tally(history.bookings.map((booking) => booking.status)),
    failures: tally(
      history.bookings
        .filter((booking) => booking.status === 'failed')
        .map(
          (booking) =>
            history.events.filter((event) => event.bookingId === booking.id && event.step === 'fail').at(-1)?.outcome ??
            '?',
        ),
    ),
    checkouts: answers.length,
    firstAnswers: tally(answers.map((each) => String(each[0]?.status))),
    lastAnswers: tally(answers.map((each) => String(each.at(-1)?.status))),
    repeatedPosts: answers.filter((each) => each.length > 1).length,
    resumedBookings: resumed,
    resumerPassesDuringRun: resumerPasses,
    ...settled,
    faultsInjected: injected,
    orders: history.orders.length,
    capturedIntents: history.intents.filter((intent) => intent.status === 'succeeded').length,
    changes: {
      ...changePhase,
      outcomes: tally((history.changes ?? []).map((change) => change.status)),
      directions: tally(
        (history.changes ?? [])
          .filter((change) => change.status === 'changed')
          .map((change) => (change.amountMinor > 0n ? 'pay' : change.amountMinor < 0n ? 'refund' : 'none')),
      ),
      settled: changesSettled,
    },
  };
  return { figures, violations };
};
