import { randomUUID } from 'node:crypto';
import { createClient } from './client.mjs';

const ROUTES = [
  ['JFK', 'LHR'],
  ['LHR', 'JFK'],
  ['CDG', 'JFK'],
  ['LAX', 'NRT'],
  ['SFO', 'LHR'],
  ['ORD', 'FRA'],
  ['AMS', 'BOS'],
  ['MAD', 'MIA'],
  ['DXB', 'SIN'],
  ['SYD', 'LAX'],
  ['ATL', 'CDG'],
  ['LHR', 'DXB'],
];
const DAY = 86_400_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const dateIn = (days) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** What travellers search for: a dozen routes, a few dates, one or two adults (48 searches). */
export const searchPool = () =>
  ROUTES.flatMap(([origin, destination]) =>
    [21, 35].flatMap((days) =>
      [1, 2].map((adults) => ({
        origin,
        destination,
        departureDate: dateIn(days),
        cabinClass: 'economy',
        adultsCount: adults,
        childrenCount: 0,
        infantsCount: 0,
      })),
    ),
  );

const query = (search) =>
  new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)])).toString();

/**
 * Before the clock starts: every search of the pool once, a few at a time, so the stored
 * searches, the sandbox's caches, the JIT and the pools are warm and the memory measured
 * afterwards is the steady state's, however slow the machine is today.
 */
export const warmUp = async ({ baseUrl, ip, record, pool, timeoutMs, parallel = 6 }) => {
  const client = createClient({ baseUrl, ip, record, timeoutMs });
  await client.refreshToken();
  const queue = [...pool];
  const worker = async () => {
    for (let search = queue.shift(); search; search = queue.shift())
      await client.post('POST /api/flights/search', '/api/flights/search', { ...search, limit: 30 });
  };
  await Promise.all(Array.from({ length: parallel }, worker));
};

/** A traveller browsing results: the first page, often the second, sometimes an offer's details. */
export const runSearcher = async ({ baseUrl, ip, record, until, pool, thinkMs, timeoutMs }) => {
  const client = createClient({ baseUrl, ip, record, timeoutMs });
  await client.refreshToken();
  while (Date.now() < until) {
    const search = pick(pool);
    const first = await client.post('POST /api/flights/search', '/api/flights/search', { ...search, limit: 30 });
    if (Math.random() < 0.5)
      await client.get(
        'GET /api/flights/search?page=2',
        `/api/flights/search?${query({ ...search, page: 2, limit: 30 })}`,
      );
    const offers = Array.isArray(first.body?.offers) ? first.body.offers : [];
    if (offers.length && Math.random() < 0.1)
      await client.get('GET /api/flights/offer/:id', `/api/flights/offer/${pick(offers).id}`);
    await sleep(thinkMs * (0.5 + Math.random()));
  }
};

const yearsBefore = (date, years) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

/** One adult, as the passenger page sends them; a fresh e-mail, so a guest gets an account. The card is Stripe's test PaymentMethod (what Stripe.js hands the page). */
const checkoutBody = (offer, paymentMethodId, email) => {
  const travel = offer.slices[0].segments[0].departing_at.slice(0, 10);
  return {
    offerId: offer.id,
    passengers: offer.passengers.map((passenger, i) => ({
      type: passenger.type,
      title: 'ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
      dateOfBirth: yearsBefore(travel, 30 + i),
      ...(i === 0 ? { email, phone: '+44 20 7946 0958' } : {}),
      passportNumber: `P${5100000 + i}`,
      passportExpiryDate: yearsBefore(travel, -6),
      passportIssuingCountry: 'GB',
    })),
    seats: [],
    paymentDetails: {
      amount: offer.total_amount,
      currency: offer.total_currency,
      paymentMethodId,
    },
  };
};

/**
 * Travellers checking out, one after another, each a new person from a new address (so the
 * per-address limits apply as they would to real people): a guest, a member who registers and
 * signs in first, or a declined card; some resend their checkout with its Idempotency-Key after
 * the answer (a lost answer), some submit it twice at once (a double click).
 */
export const runBooker = async ({
  index = 0,
  baseUrl,
  newAddress,
  record,
  until,
  pool,
  usedOffers,
  attempts,
  timeoutMs,
}) => {
  // Each booker starts at another place in the rotation of kinds and behaviours.
  for (let turn = index; Date.now() < until; turn++) {
    const client = createClient({ baseUrl, ip: newAddress(), record, timeoutMs });
    if (!(await client.refreshToken())) continue;
    const kind = turn % 10 === 0 ? 'declined' : turn % 10 < 3 ? 'member' : 'guest';
    const email = `load.${randomUUID().slice(0, 12)}@example.org`;
    if (kind === 'member') {
      const username = `load${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const password = 'Load-traveller-1!';
      await client.post('POST /api/auth/register', '/api/auth/register', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        username,
        password,
        terms: true,
      });
      if ((await client.post('POST /api/auth/login', '/api/auth/login', { username, password })).status !== 200)
        continue;
      await client.refreshToken();
    }
    const found = await client.post('POST /api/flights/search', '/api/flights/search', {
      ...pick(pool),
      adultsCount: 1,
      limit: 200,
    });
    const candidate = (found.body?.offers ?? []).find((offer) => !usedOffers.has(offer.id));
    if (!candidate) continue;
    usedOffers.add(candidate.id);
    const fresh = await client.get('GET /api/flights/offer/:id', `/api/flights/offer/${candidate.id}`);
    if (fresh.status !== 200) continue;

    const behaviour = turn % 10 === 7 ? 'double' : turn % 5 === 3 ? 'retry' : 'once';
    const attempt = { key: randomUUID(), kind, behaviour, answers: [] };
    attempts.push(attempt);
    const body = checkoutBody(fresh.body, kind === 'declined' ? 'pm_card_visa_chargeDeclined' : 'pm_card_visa', email);
    const book = async () => {
      const answer = await client.post('POST /api/bookings', '/api/bookings', body, { 'Idempotency-Key': attempt.key });
      attempt.answers.push({ status: answer.status, id: answer.body?.id, bookingStatus: answer.body?.status });
    };
    if (behaviour === 'double') await Promise.all([book(), book()]);
    else await book();
    if (behaviour === 'retry') await book();

    const confirmed = attempt.answers.find((answer) => answer.bookingStatus === 'confirmed');
    if (kind === 'member' && confirmed) {
      const trips = await client.get('GET /api/bookings', '/api/bookings');
      attempt.listed = Array.isArray(trips.body) && trips.body.some((booking) => booking.id === confirmed.id);
    }
  }
};
