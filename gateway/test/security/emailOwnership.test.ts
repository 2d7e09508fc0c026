import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { FlightOffer } from '@portal/platform-common/contracts';
import { bookingBody, createOfferPicker, passengersFor, searchJfkLhr, traveller } from '../bookingStories';
import { createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { signInAs } from '../users';

/**
 * Issue 21, found by an outside test: an address nobody confirmed must never give its bookings to
 * whoever registered it first; a replayed checkout must not hand another session the new
 * account's password or sign it in; registration must not tell which names and addresses exist.
 */
let t: TestApp;
let offers: FlightOffer[];
let pickOffer: ReturnType<typeof createOfferPicker>;

beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
  offers = await searchJfkLhr(t, await traveller(t));
  pickOffer = createOfferPicker(offers);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const mailsTo = async (address: string) =>
  (
    await t.sessionPool.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at',
      [address],
    )
  ).rows;
const usersNamed = async (username: string) =>
  Number(
    (await t.sessionPool.query('SELECT count(*) FROM users WHERE lower(username) = lower($1)', [username])).rows[0]
      ?.count,
  );

describe("an attacker registers with the victim's address before the victim books as a guest", () => {
  test("then the booking is not the attacker's: not in their GET /api/bookings, their cancel is refused, and the victim still finds it by reference and e-mail", async () => {
    const victimEmail = `victim.${randomUUID().slice(0, 8)}@example.org`;
    const attacker = await traveller(t);
    const username = `mallory${randomUUID().slice(0, 6)}`;
    const registered = await attacker.post('/api/auth/register', {
      firstName: 'Mal',
      lastName: 'Lory',
      email: victimEmail,
      username,
      password: 'Jane-Doe-Travels-2026',
      terms: true,
    });
    expect(registered.status).toBeLessThan(300);
    await attacker.post('/api/auth/login', { username, password: 'Jane-Doe-Travels-2026' }).expect(200);
    await attacker.refreshToken();

    const victim = await traveller(t);
    const { offer } = await pickOffer(victim);
    const passengers = passengersFor(offer, { email: victimEmail });
    const booked = await victim.book(bookingBody({ offer, passengers })).expect(201);

    expect(booked.body.attachedToExistingAccount).toBe(false);
    const trips = await attacker.get('/api/bookings').expect(200);
    expect(trips.body.map((trip: { id: string }) => trip.id)).not.toContain(booked.body.id);
    const cancel = await attacker.post(`/api/bookings/${booked.body.id}/cancel`);
    expect(cancel.status).toBe(404);
    const found = await (
      await traveller(t)
    )
      .post('/api/bookings/lookup', { reference: booked.body.bookingReference, email: victimEmail })
      .expect(200);
    expect(found.body).toMatchObject({ status: 'confirmed', bookingReference: booked.body.bookingReference });
  });
});

describe("another session replays a guest checkout's Idempotency-Key and body", () => {
  test("then it gets the booking but not the new account's name, and is not signed in; the checkout's own session still gets both", async () => {
    const guest = await traveller(t);
    const { offer } = await pickOffer(guest);
    const body = bookingBody({ offer, passengers: passengersFor(offer) });
    const key = randomUUID();
    const first = await guest.book(body, key).expect(201);
    expect(first.body.accountInfo?.username).toEqual(expect.any(String));

    const replayer = await traveller(t);
    const replayed = await replayer.book(body, key).expect(200);

    expect(replayed.body).toMatchObject({ id: first.body.id, bookingReference: first.body.bookingReference });
    expect(replayed.body.accountInfo).toBeNull();
    await replayer.get('/api/auth/user').expect(401);

    // The guest's own session (signed in by the first answer) retrying gets what it got.
    await guest.refreshToken();
    const retried = await guest.book(body, key).expect(200);
    expect(retried.body.accountInfo).toEqual(first.body.accountInfo);
    expect((await guest.get('/api/auth/user').expect(200)).body.username).toBe(first.body.accountInfo.username);
  });
});

describe('registration tells nobody which names and addresses exist', () => {
  test('when the name is new, taken, or the address belongs to an account, then the answers are identical and each address gets the right e-mail', async () => {
    const holder = `holder${randomUUID().slice(0, 6)}`;
    await signInAs(t, holder, ['traveller']);
    const fresh = `new${randomUUID().slice(0, 6)}`;
    const register = async (username: string, email: string) => {
      const agent = request.agent(t.app);
      const token = await csrfToken(agent);
      const res = await agent
        .post('/api/auth/register')
        .set('X-CSRF-Token', token)
        .send({ firstName: 'Eve', lastName: 'Probe', email, username, password: 'Jane-Doe-Travels-2026', terms: true });
      return { status: res.status, body: res.body as unknown };
    };

    const answers = [
      await register(fresh, `${fresh}@example.org`),
      await register(holder, `someone.${fresh}@example.org`),
      await register(`other${fresh}`, `${holder}@example.org`),
    ];

    expect(answers[0]?.status).toBeLessThan(300);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await usersNamed(fresh)).toBe(1);
    expect(await usersNamed(holder)).toBe(1);
    expect(await usersNamed(`other${fresh}`)).toBe(0);
    const [confirm] = await mailsTo(`${fresh}@example.org`);
    expect(confirm?.subject).toMatch(/^Confirm your e-mail address/);
    expect(confirm?.text_body).toMatch(/\/confirm-email\?token=[A-Za-z0-9_-]{43}/);
    const [taken] = await mailsTo(`someone.${fresh}@example.org`);
    expect(taken?.subject).toMatch(/username is taken/);
    expect(taken?.text_body).toContain(`"${holder}"`);
    const [notice] = await mailsTo(`${holder}@example.org`);
    expect(notice?.subject).toMatch(/^Someone tried to sign up/);
    expect(notice?.text_body).toContain(`your account "${holder}"`);
  });
});
