import type { BookingChangeOffer, FlightOffer } from '@portal/platform-common/contracts';
import { bookingBody, passengersFor, traveller } from '../../../test/bookingStories';
import { bookingRow } from '../../../test/bookingEvidence';
import { daysAhead, duffelSandboxAt } from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signInAs } from '../../../test/users';

// A multi-city trip booked, read back in My Trips, e-mailed and cancelled: every step carries all its flights.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** Owners whose cancellations pay back as credits or a voucher: this story refunds cash. */
const NOT_CASH = ['WN', 'AS', 'B6'];
const ROUTE = ['JFK-LHR', 'LHR-CDG', 'CDG-JFK'];
const routeOf = (slices: { origin: { iata_code: string | null }; destination: { iata_code: string | null } }[]) =>
  slices.map((slice) => `${slice.origin.iata_code}-${slice.destination.iata_code}`);

describe('a multi-city trip, New York → London → Paris → New York, from search to cancellation', () => {
  test('booked: confirmed with Duffel for its 3 flights; My Trips lists and shows the 3; the e-mail lists the 3; one flight changed; cancelled as one trip', async () => {
    const signedIn = await signInAs(t, 'magellan', ['traveller']);
    const v = await traveller(t, { agent: signedIn.agent });
    const search = await v
      .post('/api/flights/search', {
        slices: [
          { origin: 'JFK', destination: 'LHR', departureDate: daysAhead(t, 30) },
          { origin: 'LHR', destination: 'CDG', departureDate: daysAhead(t, 34) },
          { origin: 'CDG', destination: 'JFK', departureDate: daysAhead(t, 38) },
        ],
        adultsCount: 1,
        refundable: true,
        limit: 200,
      })
      .expect(200);
    const candidate = (search.body.offers as FlightOffer[]).find((offer) => !NOT_CASH.includes(offer.owner.iata_code));
    if (!candidate) throw new Error('no refundable multi-city offer paid back in cash');
    const offer = (await v.get(`/api/flights/offer/${candidate.id}`).expect(200)).body as FlightOffer;
    expect(routeOf(offer.slices)).toEqual(ROUTE);

    const booked = await v
      .book(bookingBody({ offer, passengers: passengersFor(offer, { email: 'magellan@example.org' }) }))
      .expect(201);

    expect(booked.body.status).toBe('confirmed');
    const id = booked.body.id as string;
    const { row } = await bookingRow(t, id);
    const { data: order } = await duffelSandboxAt(t).sdk().orders.get(String(row?.duffel_order_id));
    expect(routeOf(order.slices)).toEqual(ROUTE);

    const trips = (await signedIn.agent.get('/api/bookings').expect(200)).body as {
      id: string;
      bookingData: { slices: { origin: { iata_code: string }; destination: { iata_code: string } }[] };
    }[];
    expect(routeOf(trips.find((trip) => trip.id === id)?.bookingData.slices ?? [])).toEqual(ROUTE);
    const detail = (await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body;
    expect(routeOf(detail.bookingData.slices)).toEqual(ROUTE);
    expect(detail).toMatchObject({ status: 'confirmed', cancellable: true });

    const { rows: mails } = await t.sessionPool.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE booking_id = $1',
      [id],
    );
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text_body ?? '';
    expect(text).toMatch(/Flight 1: .*\(JFK\) to .*\(LHR\)/);
    expect(text).toMatch(/Flight 2: .*\(LHR\) to .*\(CDG\)/);
    expect(text).toMatch(/Flight 3: .*\(CDG\) to .*\(JFK\)/);
    expect(text).not.toMatch(/Outbound|Return/);
    for (const segment of order.slices.flatMap((slice) => slice.segments))
      expect(text).toContain(`${segment.marketing_carrier.iata_code}${segment.marketing_carrier_flight_number}`);

    // Its second flight moved to another day through Duffel's order change, in the fare it was booked
    // in (another fare would bring its own refund rules): the booking flies the new 3 flights.
    const bookedFares = offer.slices.map((slice) => slice.fare_brand_name);
    let change: BookingChangeOffer | undefined;
    let movedTo = 0;
    for (const day of [35, 36, 33, 32, 37, 31]) {
      const quoted = await v
        .post(`/api/bookings/${id}/changes`, {
          slices: [
            { origin: 'JFK', destination: 'LHR', departureDate: daysAhead(t, 30) },
            { origin: 'LHR', destination: 'CDG', departureDate: daysAhead(t, day) },
            { origin: 'CDG', destination: 'JFK', departureDate: daysAhead(t, 38) },
          ],
        })
        .expect(200);
      change = (quoted.body.offers as BookingChangeOffer[]).find((choice) =>
        choice.slices.every((slice, i) => slice.fareBrandName === bookedFares[i]),
      );
      movedTo = day;
      if (change) break;
    }
    if (!change) throw new Error('no change offered in the booked fare');
    expect(change.slices).toHaveLength(3);
    await v
      .post(
        `/api/bookings/${id}/changes/${change.changeOfferId}/confirm`,
        change.direction === 'pay' ? { paymentMethodId: 'pm_card_visa' } : {},
      )
      .set('Idempotency-Key', `multi-city-change-${id}`)
      .expect(200);
    const changed = (await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body;
    expect(routeOf(changed.bookingData.slices)).toEqual(ROUTE);
    expect(changed.bookingData.slices[1].departure_time.slice(0, 10)).toBe(daysAhead(t, movedTo));
    expect(changed).toMatchObject({ cancellable: true });

    const cancelled = await v.post(`/api/bookings/${id}/cancel`).expect(200);

    expect(cancelled.body).toMatchObject({ success: true });
    const { data: afterCancel } = await duffelSandboxAt(t).sdk().orders.get(String(row?.duffel_order_id));
    expect(afterCancel.cancelled_at).not.toBeNull();
    const view = (await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body;
    expect(view).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(routeOf(view.bookingData.slices)).toEqual(ROUTE);
  });
});
