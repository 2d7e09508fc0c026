import request from 'supertest';
import { createSandboxFaults } from '../../src/modules/sandboxControls/sandboxFaults';
import { seededRandom } from '@portal/sandbox-duffel';
import { createStripeSandbox, type RunningStripeSandbox } from '@portal/sandbox-stripe';
import { eventually } from '../bookingStories';
import { controlsHeader, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { startChildGateway, type ChildGateway } from './childGateway';
import { collectOffers, createCheckoutClients, inPool } from './checkoutClients';
import { CHECKOUT_FAULTS, seededMix } from './faultMix';
import { checkHistory } from './historyChecker';
import { loadHistory } from './loadHistory';
import { controlsOf, settle, unsettled } from './settle';

const SEED = 7_331;
const CHECKOUTS = 80;
/** The gateway is killed once this many bookings exist, with some still mid-way. */
const KILL_AFTER = 30;

// Stripe is another company's service: it lives here, outside the gateway that is killed.
const stripe = createStripeSandbox();
const stripeFaults = createSandboxFaults({ stripeHoldMs: 0 });
let stripeServer: RunningStripeSandbox;
let t: TestApp;
const children: ChildGateway[] = [];

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  stripeServer = await stripe.listen(0, '127.0.0.1');
  stripe.setBeforeRequest(stripeFaults.stripe);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  for (const child of children) await child.kill('SIGKILL');
  await stripeServer?.close();
  await t?.close();
});

/** The faults of a checkout, without timeouts: this gateway waits its production deadlines (a minute for an order). */
const faults = seededMix(CHECKOUT_FAULTS, SEED).filter((rule) => rule.kind !== 'timeout');

const setDuffelFaults = async (origin: string) => {
  for (const rule of faults.filter((candidate) => candidate.provider === 'duffel'))
    await request(origin).post('/api/sandbox/faults').set(controlsHeader(t)).send(rule).expect(200);
};

const countBookings = async (where = 'true') =>
  Number((await t.sessionPool.query(`SELECT count(*) AS n FROM bookings WHERE ${where}`)).rows[0].n);

test('a gateway killed mid-run (SIGKILL) and restarted on the same database resumes its unfinished bookings: each ends confirmed or failed, soundly', async () => {
  for (const rule of faults.filter((candidate) => candidate.provider === 'stripe')) stripeFaults.set(rule);
  const offers = await collectOffers(t, CHECKOUTS);
  const spawn = async () => {
    const child = await startChildGateway({
      databaseUrl: t.databaseUrl,
      stripeUrl: stripeServer.origin,
      stripeKey: stripe.key,
      stripePublishableKey: stripe.publishableKey,
      controlsToken: t.config.sandboxControlsToken ?? '',
    });
    children.push(child);
    await setDuffelFaults(child.origin);
    return child;
  };
  const plans = offers.map((offer, index) => ({ offer, random: seededRandom('kill-checkout', SEED, index) }));

  // First life: checkouts until the kill.
  const first = await spawn();
  const firstClients = await createCheckoutClients(t, { target: first.origin, stripeOrigin: stripeServer.origin });
  let killed = false;
  const run = inPool(
    plans.slice(0, CHECKOUTS / 2),
    12,
    async ({ offer, random }) => void (await firstClients.checkout(offer, random)),
    async () => killed,
  );
  await eventually(async () => (await countBookings()) >= KILL_AFTER && (await unsettled(t)) > 0, 120_000);
  killed = true;
  await first.kill('SIGKILL');
  await run;
  const unfinishedAtKill = await unsettled(t);
  expect(unfinishedAtKill).toBeGreaterThan(0);

  // Second life, on the same database: the rest of the checkouts, then the jobs finish what is left.
  const second = await spawn();
  const secondClients = await createCheckoutClients(t, { target: second.origin, stripeOrigin: stripeServer.origin });
  await inPool(
    plans.slice(CHECKOUTS / 2),
    12,
    async ({ offer, random }) => void (await secondClients.checkout(offer, random)),
  );
  const settled = await settle(t, controlsOf(second.origin, t.config.sandboxControlsToken ?? ''));
  await second.kill('SIGTERM');

  const history = await loadHistory(t.sessionPool, stripe.store);
  const resumedAfterRestart = new Set(
    history.events.filter((event) => event.step === 'resume').map((event) => event.bookingId),
  ).size;
  process.stdout.write(
    `kill run: ${JSON.stringify({ bookings: history.bookings.length, unfinishedAtKill, resumedAfterRestart, ...settled, confirmed: await countBookings(`status = 'confirmed'`), failed: await countBookings(`status = 'failed'`), stripeFaults: stripeFaults.state().injected })}\n`,
  );
  expect(checkHistory(history)).toEqual([]);
  expect(resumedAfterRestart).toBeGreaterThan(0);
}, 400_000);
