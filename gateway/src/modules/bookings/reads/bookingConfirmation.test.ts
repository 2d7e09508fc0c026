import { bookingResultSchema, type FlightOffer } from '@portal/platform-common/contracts';
import {
  bookingBody,
  createOfferPicker,
  passengersFor,
  searchJfkLhr,
  traveller,
  type Traveller,
} from '../../../../test/bookingStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';
import { signInAs } from '../../../../test/users';

let t: TestApp;
let offers: FlightOffer[];
let pickOffer: ReturnType<typeof createOfferPicker>;

beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
  offers = await searchJfkLhr(t, await traveller(t));
  pickOffer = createOfferPicker(offers);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const book = async (v: Traveller, email?: string) => {
  const { offer } = await pickOffer(v);
  const res = await v
    .book(bookingBody({ offer, passengers: passengersFor(offer, email ? { email } : {}) }))
    .expect(201);
  return bookingResultSchema.parse(res.body);
};

describe('GET /api/bookings/:id/confirmation (the confirmation page reloaded)', () => {
  test('the traveller who just booked as a guest reads the booking back: reference, total, itinerary, no password', async () => {
    const v = await traveller(t);
    const booked = await book(v);

    const res = await v.get(`/api/bookings/${booked.id}/confirmation`).expect(200);

    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      id: booked.id,
      status: 'confirmed',
      bookingReference: booked.bookingReference,
      totalAmount: booked.totalAmount,
    });
    expect(res.body.bookingData.passengers.map((p: { given_name: string }) => p.given_name)).toContain('Ada');
    expect(JSON.stringify(res.body)).not.toMatch(/"password"/);
  });

  test('a guest whose e-mail belongs to an account (not signed in) reads it back from the session that booked', async () => {
    await signInAs(t, 'grace', ['traveller']);
    const v = await traveller(t);
    const booked = await book(v, 'grace@example.org');

    await v.get(`/api/bookings/${booked.id}/confirmation`).expect(200);
  });

  test("another visitor with the booking's id is told it does not exist, signed in or not", async () => {
    const booked = await book(await traveller(t));
    const stranger = await traveller(t);
    const signedIn = await signInAs(t, 'mallory', ['traveller']);

    const asStranger = await stranger.get(`/api/bookings/${booked.id}/confirmation`).expect(404);
    const asUser = await signedIn.agent.get(`/api/bookings/${booked.id}/confirmation`).expect(404);

    expect(asStranger.body).toEqual({ message: 'Booking not found', error: 'BOOKING_NOT_FOUND' });
    expect(asUser.body).toEqual(asStranger.body);
  });

  test('an id that is no booking id is a 404, not a 500', async () => {
    const v = await traveller(t);
    await v.get('/api/bookings/not-a-uuid/confirmation').expect(404);
    await v.get('/api/bookings/6f1c1e4e-8a57-4a9f-9d55-0c8f2f7f0a11/confirmation').expect(404);
  });
});
