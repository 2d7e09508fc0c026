import type { FlightOffer } from '@portal/platform-common/contracts';
import {
  AUTHORIZE,
  bookingBody,
  createOfferPicker,
  duffelOrderCount,
  passengersFor,
  stripeCalls,
  traveller,
} from '../../../../test/bookingStories';
import { bookingByKey } from '../../../../test/bookingEvidence';
import { daysAhead, roundTrip } from '../../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';

const EXPIRES_DURING_TRIP =
  'This passport expires before your last flight. Please use a passport valid for the whole trip.';

let t: TestApp;
let pickOffer: ReturnType<typeof createOfferPicker>;

// JFK → LHR out in 30 days, back in 37, for one adult: passports required (a border, and JFK-LHR).
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  const v = await traveller(t);
  const offers = (await v.post('/api/flights/search', { ...roundTrip(t, 'JFK', 'LHR'), limit: 100 }).expect(200)).body
    .offers as FlightOffer[];
  pickOffer = createOfferPicker(offers);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const lastArrival = (offer: FlightOffer): string =>
  offer.slices.at(-1)?.segments.at(-1)?.arriving_at.slice(0, 10) ?? '';

describe('POST /api/bookings, the passport against the whole trip', () => {
  test('when the passport expires between the outbound and the return flight, then 400 with the message, before any authorization, no booking left', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    const expiry = daysAhead(t, 34);
    expect(expiry < lastArrival(offer)).toBe(true);
    const [ada] = passengersFor(offer);
    const authorizations = await stripeCalls(t, AUTHORIZE);
    const orders = duffelOrderCount(t);

    const res = await v
      .book(bookingBody({ offer, passengers: [{ ...ada!, passportExpiryDate: expiry }] }), 'passport-expires-mid-trip')
      .expect(400);

    expect(res.body).toMatchObject({ message: EXPIRES_DURING_TRIP, error: 'VALIDATION_ERROR' });
    expect(res.body.issues[0].path).toEqual(['passengers', 0, 'passportExpiryDate']);
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
    expect(duffelOrderCount(t)).toBe(orders);
    expect(await bookingByKey(t, 'passport-expires-mid-trip')).toBeNull();
  });

  test('when the passport is valid until the day the last flight lands, then the booking is made (201)', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    const [ada] = passengersFor(offer);

    const res = await v
      .book(bookingBody({ offer, passengers: [{ ...ada!, passportExpiryDate: lastArrival(offer) }] }))
      .expect(201);

    expect(res.body.status).toBe('confirmed');
  });
});

describe('POST /api/bookings, the issuing country of the passport', () => {
  test("when it is a country outside the spec's first 24 (Kenya, 'KE'), then the booking is made (201)", async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    const [ada] = passengersFor(offer);

    const res = await v
      .book(bookingBody({ offer, passengers: [{ ...ada!, passportIssuingCountry: 'KE' }] }))
      .expect(201);

    expect(res.body.status).toBe('confirmed');
  });

  test.each(['XX', 'UK'])(
    "when it is two letters no country has ('%s'), then 400 saying so, and no authorization",
    async (code) => {
      const v = await traveller(t);
      const { offer } = await pickOffer(v);
      const [ada] = passengersFor(offer);
      const authorizations = await stripeCalls(t, AUTHORIZE);

      const res = await v
        .book(bookingBody({ offer, passengers: [{ ...ada!, passportIssuingCountry: code }] }))
        .expect(400);

      expect(res.body).toMatchObject({
        message: `'${code}' is not an ISO 3166 country code. Please choose the issuing country from the list.`,
        error: 'VALIDATION_ERROR',
      });
      expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
    },
  );
});
