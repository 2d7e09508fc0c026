import request from 'supertest';
import type { FlightOffer } from '@portal/platform-common/contracts';
import {
  bookingBody,
  createOfferPicker,
  passengersFor,
  searchJfkLhr,
  traveller,
} from '../../../../test/bookingStories';
import { sessionCookie } from '../../auth/authTestKit';
import { controlsHeader, createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';
import { signInAs } from '../../../../test/users';

// My Trips answered from memory must never be behind the database: a change made by any replica
// (here straight in the database, as another instance or a job would), the clock passing a
// departure, or another account's list.
let t: TestApp;
let pickOffer: ReturnType<typeof createOfferPicker>;
let pickRefundable: ReturnType<typeof createOfferPicker>;
let offers: FlightOffer[];

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  const searcher = await traveller(t);
  // A card shows its cheapest fare, often not the refundable one: those are asked for with the filter.
  offers = await searchJfkLhr(t, searcher);
  pickOffer = createOfferPicker(offers);
  pickRefundable = createOfferPicker(await searchJfkLhr(t, searcher, undefined, { refundable: true }));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const bookAs = async (username: string, pick = pickOffer) => {
  const signedIn = await signInAs(t, username, ['traveller']);
  const v = await traveller(t, { agent: signedIn.agent });
  const { offer } = await pick(v);
  const booked = await v.book(bookingBody({ offer, passengers: passengersFor(offer) })).expect(201);
  return { agent: signedIn.agent, bookingId: booked.body.id as string };
};

const advanceClock = (minutes: number) =>
  request(t.app).post('/api/sandbox/clock').set(controlsHeader(t)).send({ advanceMinutes: minutes }).expect(200);

test('when another replica has the airline cancel the booking, the next list says cancelled', async () => {
  const { agent, bookingId } = await bookAs('hopper');
  expect((await agent.get('/api/bookings').expect(200)).body[0]).toMatchObject({ id: bookingId, status: 'confirmed' });

  await t.sequelize.query(`UPDATE bookings SET cancellation_confirmed_at = now() WHERE id = $1`, {
    bind: [bookingId],
  });

  const after = await agent.get('/api/bookings').expect(200);
  expect(after.body[0]).toMatchObject({ id: bookingId, status: 'cancelled', cancellable: false });
});

test('when the first flight has left by the clock, Cancel is no longer offered; set back, it is again', async () => {
  const { agent, bookingId } = await bookAs('liskov', pickRefundable);
  const before = (await agent.get('/api/bookings').expect(200)).body[0];
  expect(before).toMatchObject({ id: bookingId, status: 'confirmed', cancellable: true });
  const departure = new Date(`${before.bookingData.slices[0].segments[0].departing_at}Z`).getTime();
  const minutesToPastDeparture = Math.ceil((departure - Date.now()) / 60_000) + 24 * 60;

  await advanceClock(minutesToPastDeparture);
  try {
    const moved = (await agent.get('/api/bookings').expect(200)).body[0];
    expect(moved.cancellable).toBe(false);
  } finally {
    await advanceClock(-minutesToPastDeparture);
  }
  expect((await agent.get('/api/bookings').expect(200)).body[0].cancellable).toBe(true);
});

test("each account reads only its own list, whoever's list was read just before", async () => {
  const ada = await bookAs('lovelace');
  const alan = await bookAs('turing');

  const adaList = (await ada.agent.get('/api/bookings').expect(200)).body as { id: string }[];
  const alanList = (await alan.agent.get('/api/bookings').expect(200)).body as { id: string }[];
  const adaAgain = (await ada.agent.get('/api/bookings').expect(200)).body as { id: string }[];

  expect(adaList.map((booking) => booking.id)).toEqual([ada.bookingId]);
  expect(alanList.map((booking) => booking.id)).toEqual([alan.bookingId]);
  expect(adaAgain).toEqual(adaList);
});

test('after signing out, the kept list is not answered, even to the old cookie replayed', async () => {
  const { agent } = await bookAs('hamilton');
  const read = await agent.get('/api/bookings').expect(200);
  const oldCookie = sessionCookie(read) as string;
  expect(oldCookie).toMatch(/^portal\.sid=/);

  await agent
    .post('/api/auth/logout')
    .set('X-CSRF-Token', await csrfToken(agent))
    .expect(200);

  await request(t.app).get('/api/bookings').set('Cookie', oldCookie).expect(401);
});
