import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { FlightOffer } from '@portal/platform-common/contracts';
import {
  bookingBody,
  CAPTURE,
  createOfferPicker,
  passengersFor,
  searchJfkLhr,
  stripeCalls,
  traveller,
} from '../../../test/bookingStories';
import { bookingRow, capturedLogs, cardDataIn, dumpDatabase } from '../../../test/bookingEvidence';
import { controlsHeader, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signInAs } from '../../../test/users';

// Whose booking it is (the accounts it joins) and how it is found again (the list over time, the
// guest lookup); a guest's checkout and its Idempotency-Key are in bookings.test.ts.
const logs = capturedLogs();
let t: TestApp;
let offers: FlightOffer[];
let pickOffer: ReturnType<typeof createOfferPicker>;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true, logger: logs.logger });
  offers = await searchJfkLhr(t, await traveller(t));
  pickOffer = createOfferPicker(offers);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('accounts', () => {
  test('when the e-mail is held by an account that confirmed it, then the booking joins it only once the link e-mailed there is followed; nobody is signed in', async () => {
    const owner = await signInAs(t, 'grace', ['traveller']);
    const v = await traveller(t);
    const { offer } = await pickOffer(v);

    const res = await v
      .book(bookingBody({ offer, passengers: passengersFor(offer, { email: 'GRACE@example.org' }) }))
      .expect(201);

    expect(res.body).toMatchObject({ accountCreated: false, accountInfo: null, attachedToExistingAccount: false });
    await v.get('/api/auth/user').expect(401);
    expect((await owner.agent.get('/api/bookings').expect(200)).body).toEqual([]);
    const { rows } = await t.sessionPool.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE booking_id = $1',
      [res.body.id],
    );
    const token = /attach-booking\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
    await v.post('/api/bookings/attach', { token }).expect(200);
    const trips = await owner.agent.get('/api/bookings').expect(200);
    expect(trips.body.map((trip: { id: string }) => trip.id)).toContain(res.body.id);
  });

  test('when the e-mail is only claimed by an account that has not confirmed it, then the booking stays a guest booking: no account made, none joined', async () => {
    const claimant = await signInAs(t, 'lovelace', ['traveller'], { emailConfirmed: false });
    const v = await traveller(t);
    const { offer } = await pickOffer(v);

    const res = await v
      .book(bookingBody({ offer, passengers: passengersFor(offer, { email: 'lovelace@example.org' }) }))
      .expect(201);

    expect(res.body).toMatchObject({ accountCreated: false, accountInfo: null, attachedToExistingAccount: false });
    await v.get('/api/auth/user').expect(401);
    expect((await claimant.agent.get('/api/bookings').expect(200)).body).toEqual([]);
    expect((await bookingRow(t, res.body.id)).row?.user_id).toBeNull();
  });

  test("when a traveller is signed in, then the booking is on their account, in GET /api/bookings and GET /api/bookings/:id; another user's look is 404", async () => {
    const signedIn = await signInAs(t, 'hopper', ['traveller']);
    const v = await traveller(t, { agent: signedIn.agent });
    const { offer } = await pickOffer(v);

    const res = await v
      .book(bookingBody({ offer, passengers: passengersFor(offer, { email: 'a.different.address@example.org' }) }))
      .expect(201);

    expect(res.body).toMatchObject({ accountCreated: false, attachedToExistingAccount: false, accountInfo: null });
    const list = await signedIn.agent.get('/api/bookings').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: res.body.id,
        status: 'confirmed',
        bookingReference: res.body.bookingReference,
        totalAmount: res.body.totalAmount,
        totalCurrency: 'USD',
      }),
    ]);
    expect(list.body[0].bookingData.slices[0].origin.iata_code).toBe('JFK');
    expect(list.body[0].bookingData.total_amount).toBe(res.body.totalAmount);
    const one = await signedIn.agent.get(`/api/bookings/${res.body.id}`).expect(200);
    expect(one.body.id).toBe(res.body.id);

    const stranger = await signInAs(t, 'babbage', ['traveller']);
    const hidden = await stranger.agent.get(`/api/bookings/${res.body.id}`).expect(404);
    expect(hidden.body).toEqual({ message: 'Booking not found', error: 'BOOKING_NOT_FOUND' });
    expect((await stranger.agent.get(`/api/bookings/${randomUUID()}`).expect(404)).body).toEqual(hidden.body);
    await (await traveller(t)).get('/api/bookings').expect(401);
  });
});

describe('GET /api/bookings over time', () => {
  test('once the last flight has landed (by the clock), a confirmed booking is reported completed', async () => {
    const signedIn = await signInAs(t, 'lamarr', ['traveller']);
    const v = await traveller(t, { agent: signedIn.agent });
    const { offer } = await pickOffer(v);
    await v.book(bookingBody({ offer, passengers: passengersFor(offer) })).expect(201);
    expect((await signedIn.agent.get('/api/bookings').expect(200)).body[0].status).toBe('confirmed');

    await request(t.app)
      .post('/api/sandbox/clock')
      .set(controlsHeader(t))
      .send({ advanceMinutes: 45 * 24 * 60 })
      .expect(200);
    try {
      expect((await signedIn.agent.get('/api/bookings').expect(200)).body[0].status).toBe('completed');
    } finally {
      await request(t.app)
        .post('/api/sandbox/clock')
        .set(controlsHeader(t))
        .send({ advanceMinutes: -45 * 24 * 60 })
        .expect(200);
    }
  });
});

describe('POST /api/bookings/lookup', () => {
  test('a guest finds a booking by reference and e-mail; a wrong pair is 404; the 11th try in 10 minutes is 429', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    const passengers = passengersFor(offer);
    const booked = await v.book(bookingBody({ offer, passengers })).expect(201);
    const guest = await traveller(t);

    const found = await guest
      .post('/api/bookings/lookup', {
        reference: booked.body.bookingReference.toLowerCase(),
        email: String(passengers[0]?.email).toUpperCase(),
      })
      .expect(200);

    expect(found.body).toMatchObject({
      status: 'confirmed',
      bookingReference: booked.body.bookingReference,
      totalAmount: booked.body.totalAmount,
    });
    expect(found.body.id).toBeUndefined();
    expect(found.body.bookingData.passengers[0]).toMatchObject({ given_name: 'Ada', family_name: 'Lovelace' });
    const missing = await guest
      .post('/api/bookings/lookup', { reference: booked.body.bookingReference, email: 'not.me@example.org' })
      .expect(404);
    expect(missing.body).toEqual({
      message: 'We could not find a booking with that reference and e-mail.',
      error: 'BOOKING_NOT_FOUND',
    });
    for (let i = 3; i <= 10; i++)
      await guest.post('/api/bookings/lookup', { reference: 'ZZZZZZ', email: 'x@example.org' }).expect(404);
    const limited = await guest
      .post('/api/bookings/lookup', { reference: booked.body.bookingReference, email: passengers[0]?.email })
      .expect(429);
    expect(limited.body.error).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
describe('card data', () => {
  test('after these bookings, no card number or CVC is in any table or any log line', async () => {
    expect(await stripeCalls(t, CAPTURE)).toBeGreaterThan(0);
    expect(logs.text().length).toBeGreaterThan(0);

    expect(cardDataIn(await dumpDatabase(t))).toEqual([]);
    expect(cardDataIn(logs.text())).toEqual([]);
  });
});
