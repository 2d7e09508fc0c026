import type { FlightOffer, SeatMap } from '@portal/platform-common/contracts';
import request from 'supertest';
import {
  bookingBody,
  duffelOrderCount,
  passengersFor,
  searchJfkLhr,
  seatsFor,
  stripeCalls,
  CAPTURE,
  AUTHORIZE,
  traveller,
} from '../../../../test/bookingStories';
import { bookingRow } from '../../../../test/bookingEvidence';
import { controlsHeader, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
afterEach(async () => {
  await request(t.app).delete('/api/sandbox/faults').set(controlsHeader(t)).expect(204);
});

const flightsOf = (slices: FlightOffer['slices']) =>
  slices.map((slice) =>
    slice.segments.map(
      (segment) => `${segment.marketing_carrier.iata_code}${segment.flight_number} ${segment.departing_at}`,
    ),
  );

// Each story takes another offer of the shared search.
const taken = new Set<string>();

/** Both travellers search the same trip (one shared search) and take its cheapest offer with seats. */
const cheapestWithSeats = async () => {
  const offers = await searchJfkLhr(t, await traveller(t), { adults: 1, children: 0, infants: 0 });
  const looker = await traveller(t);
  for (const candidate of offers.filter(
    (offer) => ['BA', 'AA', 'DL'].includes(offer.owner.iata_code) && !taken.has(offer.id),
  )) {
    const maps = (await looker.get(`/api/flights/seatmaps/${candidate.id}`).expect(200)).body as SeatMap[];
    taken.add(candidate.id);
    if (maps.length)
      return { offer: (await looker.get(`/api/flights/offer/${candidate.id}`).expect(200)).body as FlightOffer, maps };
  }
  throw new Error('no offer with seat maps');
};

describe('an offer is one traveller\'s: two people book "the same" flight and both get it', () => {
  test('two travellers book the cheapest offer of one search: both confirmed, two Duffel orders, two captures, the second on a re-shopped twin with its seat', async () => {
    const { offer, maps } = await cheapestWithSeats();
    const [first, second] = [await traveller(t), await traveller(t)];
    const [orders, captures] = [duffelOrderCount(t), await stripeCalls(t, CAPTURE)];
    const seats = seatsFor(offer, maps, 1);

    const one = await first.book(bookingBody({ offer, passengers: passengersFor(offer), seats })).expect(201);
    // The second checks the offer as the booking page does, then books it too.
    expect((await second.get(`/api/flights/verify-offer/${offer.id}`).expect(200)).body).toMatchObject({ valid: true });
    const otherSeat = seatsFor(offer, maps, 1).map((seat) => ({ ...seat }));
    const two = await second
      .book(bookingBody({ offer, passengers: passengersFor(offer, { familyName: 'Hopper' }), seats: otherSeat }))
      .expect(201);

    expect(duffelOrderCount(t)).toBe(orders + 2);
    expect(await stripeCalls(t, CAPTURE)).toBe(captures + 2);
    const [a, b] = [await bookingRow(t, one.body.id as string), await bookingRow(t, two.body.id as string)];
    expect(a.row).toMatchObject({ status: 'confirmed', offer_id: offer.id });
    expect(b.row).toMatchObject({ status: 'confirmed' });
    expect(b.row?.offer_id).not.toBe(offer.id);
    expect(b.row?.duffel_order_id).not.toBe(a.row?.duffel_order_id);
    expect(b.events).toContain('offer:verified');
    // The same flights at the same times, and the chosen seat, on the twin.
    const twin = b.row?.itinerary as { slices: FlightOffer['slices']; seats: { designator: string }[] };
    expect(flightsOf(twin.slices)).toEqual(flightsOf(offer.slices));
    expect(twin.seats.map((seat) => seat.designator)).toEqual(otherSeat.map((seat) => seat.designator));
  });

  test('when the flights are no longer sold, the second traveller is told plainly before anything is charged, and verify-offer says so', async () => {
    const { offer } = await cheapestWithSeats();
    await (await traveller(t)).book(bookingBody({ offer, passengers: passengersFor(offer) })).expect(201);
    const authorizations = await stripeCalls(t, AUTHORIZE);
    await request(t.app)
      .post('/api/sandbox/faults')
      .set(controlsHeader(t))
      .send({ provider: 'duffel', operation: 'offers.list', kind: 'sold_out', rate: 1 })
      .expect(200);

    const late = await traveller(t);
    const refused = await late.book(bookingBody({ offer, passengers: passengersFor(offer) })).expect(409);

    expect(refused.body).toEqual({
      error: 'OFFER_SOLD_OUT',
      message: 'This flight is sold out. Nothing was charged. Please choose another flight.',
    });
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
    expect((await late.get(`/api/flights/verify-offer/${offer.id}`).expect(409)).body).toMatchObject({
      valid: false,
      error: 'OFFER_SOLD_OUT',
    });
  });
});
