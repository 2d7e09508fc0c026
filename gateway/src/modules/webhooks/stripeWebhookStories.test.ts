import { randomUUID } from 'node:crypto';
import { adminBookingsSchema, type FlightOffer } from '@portal/platform-common/contracts';
import type { StripeSandbox } from '@portal/sandbox-stripe';
import { bookingBody, CAPTURE, passengersFor, searchJfkLhr, traveller } from '../../../test/bookingStories';
import { bookingByKey } from '../../../test/bookingEvidence';
import { ADMIN, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signIn, signInAs } from '../../../test/users';
import { bookingState, receivedEvents } from './webhookTestKit';

/** Stripe's test card whose refunds start succeeded and fail later (docs.stripe.com/testing#refunds). */
const REFUND_FAILS_LATER = '4000000000005126';
/** Owners whose cancellations pay back as credits or a voucher: these stories refund cash. */
const NOT_CASH = ['WN', 'AS', 'B6'];

let t: TestApp;
let sandbox: StripeSandbox;
let offers: FlightOffer[];
const used = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  sandbox = t.providers.stripe.sandbox as StripeSandbox;
  const searcher = await traveller(t);
  const oneAdult = { adults: 1, children: 0, infants: 0 };
  // The cheapest fare of each card, then the refundable fares (a card shows its cheapest fare: often not the refundable one).
  const fares = [
    ...(await searchJfkLhr(t, searcher, oneAdult)),
    ...(await searchJfkLhr(t, searcher, oneAdult, { refundable: true })),
  ];
  offers = fares.filter((offer, at) => fares.findIndex((other) => other.id === offer.id) === at);
}, SETUP_TIMEOUT_MS);
afterEach(() => {
  sandbox.setBeforeRequest(undefined);
  t.providers.duffel.sandbox?.clock.reset();
});
afterAll(() => t.close());

const offerFor = async (v: Awaited<ReturnType<typeof traveller>>, refundable: boolean): Promise<FlightOffer> => {
  const candidate = offers.find(
    (offer) =>
      !used.has(offer.id) && offer.conditions.refundable === refundable && !NOT_CASH.includes(offer.owner.iata_code),
  );
  if (!candidate) throw new Error('no offer left');
  used.add(candidate.id);
  return (await v.get(`/api/flights/offer/${candidate.id}`).expect(200)).body as FlightOffer;
};

/** The bookings the operations view lists as needing attention, with their reasons. */
const needingAttention = async () => {
  const admin = await signIn(t, ADMIN.username, ADMIN.password);
  return adminBookingsSchema.parse(
    (await admin.agent.get('/api/admin/bookings?status=needs_attention').expect(200)).body,
  ).bookings;
};

describe('Stripe sends its events to the portal, signed, and the portal acts on them', () => {
  test('a cancelled booking whose card refund fails days later goes to needs_attention, and the operations view says why', async () => {
    const signedIn = await signInAs(t, 'lamarr', ['traveller']);
    const v = await traveller(t, { agent: signedIn.agent });
    const offer = await offerFor(v, true);
    const booked = await v
      .book(
        bookingBody({
          offer,
          passengers: passengersFor(offer, { email: 'lamarr@example.org' }),
          cardNumber: REFUND_FAILS_LATER,
        }),
      )
      .expect(201);
    const id = String(booked.body.id);
    await v.post(`/api/bookings/${id}/cancel`).expect(200);
    await sandbox.flushWebhooks();
    expect(await bookingState(t, id)).toMatchObject({ status: 'cancelled' });

    // Stripe reports the failure later; the sandbox sends the update events to the gateway it registered.
    expect(sandbox.settleRefunds()).toBe(1);
    await sandbox.flushWebhooks();

    const state = await bookingState(t, id);
    expect(state).toMatchObject({ status: 'needs_attention', failure_code: 'REFUND_FAILED' });
    const row = (await needingAttention()).find((booking) => booking.id === id);
    expect(row?.reason).toMatch(/^Card refund re_\w+ failed after it was made \(expired_or_canceled_card\)/);
    const received = (await receivedEvents(t)).filter((event) => event.booking_id === id);
    expect(received.map((event) => event.type).sort()).toEqual([
      'charge.refund.updated',
      'charge.refunded',
      'refund.created',
      'refund.failed',
      'refund.updated',
    ]);
    expect(received.every((event) => event.applied_at !== null)).toBe(true);
    const deliveries = sandbox.deliveries();
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((delivery) => delivery.delivered && delivery.status === 200)).toBe(true);
  });

  test('an order whose authorization Stripe lets lapse before the capture goes to needs_attention; its authorization is voided', async () => {
    const v = await traveller(t);
    const offer = await offerFor(v, false);
    sandbox.setBeforeRequest((req) =>
      req.route === CAPTURE ? { error: { status: 500, shouldRetry: false } } : undefined,
    );
    const key = randomUUID();
    await v.book(bookingBody({ offer, passengers: passengersFor(offer) }), key).expect(202);
    sandbox.setBeforeRequest(undefined);
    const booking = await bookingByKey(t, key);
    expect(booking?.row?.status).toBe('order_created');

    t.providers.duffel.sandbox?.clock.advanceMinutes(7 * 24 * 60 + 1);
    sandbox.expireAuthorizations();
    await sandbox.flushWebhooks();

    const id = String(booking?.row?.id);
    expect(await bookingState(t, id)).toMatchObject({
      status: 'needs_attention',
      failure_code: 'AUTHORIZATION_EXPIRED',
      payment: { status: 'voided', failure_code: 'canceled_automatic' },
    });
    expect((await needingAttention()).find((row) => row.id === id)?.reason).toContain(
      'Stripe canceled the card authorization (automatic) before it was captured',
    );
  });
});
