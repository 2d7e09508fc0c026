import type { CancellationPreview, FlightOffer, Trip } from '@portal/platform-common/contracts';
import { bookingBody, passengersFor, sandboxCalls, traveller, type Traveller } from '../../../../test/bookingStories';
import { bookingRow } from '../../../../test/bookingEvidence';
import { daysAhead } from '../../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';
import { signInAs } from '../../../../test/users';

const REFUND = 'POST /v1/refunds';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

// An offer books once (until offers are per traveller, a second search hands out the same ones).
const used = new Set<string>();

/** A refundable one-adult offer of `owner` on the first of `routes` that has one, fetched as the booking page does. */
const refundableOffer = async (v: Traveller, owner: string, routes: [string, string][]): Promise<FlightOffer> => {
  for (const [origin, destination] of routes) {
    const search = await v
      .post('/api/flights/search', {
        origin,
        destination,
        departureDate: daysAhead(t, 25),
        cabinClass: 'economy',
        adultsCount: 1,
        childrenCount: 0,
        infantsCount: 0,
        limit: 200,
        refundable: true,
      })
      .expect(200);
    const found = (search.body.offers as FlightOffer[]).find(
      (offer) => offer.owner.iata_code === owner && offer.conditions.refundable && !used.has(offer.id),
    );
    if (found) used.add(found.id);
    if (found) return (await v.get(`/api/flights/offer/${found.id}`).expect(200)).body as FlightOffer;
  }
  throw new Error(`no refundable ${owner} offer on ${routes.join(' ')}`);
};

const bookAs = async (username: string, owner: string, routes: [string, string][]) => {
  const signedIn = await signInAs(t, username, ['traveller']);
  const v = await traveller(t, { agent: signedIn.agent });
  const offer = await refundableOffer(v, owner, routes);
  const booked = await v
    .book(bookingBody({ offer, passengers: passengersFor(offer, { email: `${username}@example.org` }) }))
    .expect(201);
  return { v, signedIn, offer, id: booked.body.id as string };
};

describe('a cancellation pays back as Duffel quotes it', () => {
  test('refunded as airline credits: the dialog is told before confirming, the card gets nothing back, My Trips lists the credits with codes and expiry', async () => {
    const { v, signedIn, id } = await bookAs('hopper', 'WN', [
      ['LAX', 'DEN'],
      ['LAS', 'DEN'],
      ['DAL', 'HOU'],
      ['LAX', 'LAS'],
    ]);
    const refundsBefore = (await sandboxCalls(t)).stripe[REFUND] ?? 0;

    const preview = (await v.post(`/api/bookings/${id}/cancellation-quote`).expect(200)).body as CancellationPreview;
    expect(preview).toMatchObject({ refundTo: 'airline_credits', refundCurrency: 'USD' });
    expect(preview.airlineCredits).toEqual([
      {
        code: expect.stringMatching(/^[A-Z0-9]{10}$/),
        name: 'Travel Funds',
        amount: preview.refundAmount,
        currency: 'USD',
        issuedOn: expect.any(String),
        expiresOn: expect.any(String),
        passengerName: 'Ada Lovelace',
      },
    ]);
    const booking = (await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body as Trip;
    expect(booking.status).toBe('confirmed');

    await v.post(`/api/bookings/${id}/cancel`).expect(200);

    expect((await sandboxCalls(t)).stripe[REFUND] ?? 0).toBe(refundsBefore);
    const { row } = await bookingRow(t, id);
    expect(row).toMatchObject({ status: 'cancelled', refund_to: 'airline_credits', refund_id: 'none' });
    const trip = (await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body as Trip;
    expect(trip).toMatchObject({
      status: 'cancelled',
      refundTo: 'airline_credits',
      refundAmount: preview.refundAmount,
    });
    expect(trip.airlineCredits).toEqual(preview.airlineCredits);
    const credit = trip.airlineCredits?.[0];
    expect(Date.parse(credit?.expiresOn ?? '')).toBeGreaterThan(Date.parse(credit?.issuedOn ?? ''));
  });

  test('refunded as a voucher: no card refund, and the trip says so', async () => {
    const { v, signedIn, id } = await bookAs('turing', 'B6', [
      ['JFK', 'BOS'],
      ['JFK', 'FLL'],
      ['BOS', 'FLL'],
      ['JFK', 'MCO'],
    ]);
    const refundsBefore = (await sandboxCalls(t)).stripe[REFUND] ?? 0;
    const preview = (await v.post(`/api/bookings/${id}/cancellation-quote`).expect(200)).body as CancellationPreview;
    expect(preview).toMatchObject({ refundTo: 'voucher', airlineCredits: [] });
    expect(Number(preview.refundAmount)).toBeGreaterThan(0);

    await v.post(`/api/bookings/${id}/cancel`).expect(200);

    expect((await sandboxCalls(t)).stripe[REFUND] ?? 0).toBe(refundsBefore);
    expect((await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body).toMatchObject({
      status: 'cancelled',
      refundTo: 'voucher',
      refundAmount: preview.refundAmount,
      airlineCredits: [],
    });
  });

  test("refunded in cash: the quote says how much comes back to the card and, by amount, what is kept (our service fee and the airline's fee), and that is what is refunded", async () => {
    const { v, signedIn, id, offer } = await bookAs('lovelace', 'BA', [['JFK', 'LHR']]);
    const preview = (await v.post(`/api/bookings/${id}/cancellation-quote`).expect(200)).body as CancellationPreview;
    expect(preview).toMatchObject({ refundTo: 'card', airlineCredits: [] });
    const cents = (amount: string | null) => Math.round(Number(amount) * 100);
    const airlineFee = cents(offer.conditions.refund_penalty?.amount ?? '0');
    expect(Number(offer.service_fee_amount)).toBeGreaterThan(0);
    expect(preview).toMatchObject({ paidAmount: offer.total_amount, serviceFeeKept: offer.service_fee_amount });
    expect(cents(preview.airlineFeeKept)).toBe(airlineFee);
    expect(cents(preview.keptAmount)).toBe(cents(offer.service_fee_amount) + airlineFee);
    expect(cents(preview.refundAmount) + cents(preview.keptAmount)).toBe(cents(offer.total_amount));

    await v.post(`/api/bookings/${id}/cancel`).expect(200);

    expect((await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body).toMatchObject({
      status: 'cancelled',
      refundTo: 'card',
      refundAmount: preview.refundAmount,
    });
  });

  test("a quote is the owner's only: another traveller gets 404, a guest 401", async () => {
    const { id } = await bookAs('liskov', 'BA', [['JFK', 'LHR']]);
    const stranger = await traveller(t, { agent: (await signInAs(t, 'knuth', ['traveller'])).agent });
    await stranger.post(`/api/bookings/${id}/cancellation-quote`).expect(404);
    const guest = await traveller(t);
    await guest.post(`/api/bookings/${id}/cancellation-quote`).expect(401);
  });
});
