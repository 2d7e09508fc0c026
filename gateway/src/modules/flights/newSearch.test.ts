import { Client } from 'pg';
import type { FlightOffer } from '@portal/platform-common/contracts';
import { getModels } from '../../db/models';
import { browser, daysAhead, eventually, roundTrip } from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

// A new search answers its first page from the offers as listed, while they are being stored:
// here the store is held up (another session holds the searches' table) until the answer is in.
// Were the answer waiting for the store, the story would never get it (the test times out).
let t: TestApp;
let holder: Client;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  holder = new Client({ connectionString: t.databaseUrl });
  await holder.connect();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await holder.end();
  await t.close();
});

test('when the offers of a new search cannot be stored yet, then its first and second pages are answered anyway, and its offers open once stored', async () => {
  const search = roundTrip(t, 'LAX', 'CDG', { departureDate: daysAhead(t, 33), returnDate: daysAhead(t, 40) });
  const b = await browser(t);
  await holder.query('BEGIN');
  await holder.query('LOCK TABLE offer_requests IN EXCLUSIVE MODE');

  let first;
  let second;
  try {
    first = await b.search({ ...search, limit: 10 }).expect(200);
    second = await b.search({ ...search, limit: 10, page: 2 }).expect(200);
    expect((await holder.query('SELECT count(*)::int AS stored FROM offer_requests')).rows[0]).toEqual({ stored: 0 });
  } finally {
    await holder.query('ROLLBACK');
  }

  expect(first.body.offers).toHaveLength(10);
  expect(second.body.offers.length).toBeGreaterThan(0);
  const firstIds = new Set<string>(first.body.offers.map((offer: FlightOffer) => offer.id));
  expect(second.body.offers.some((offer: FlightOffer) => firstIds.has(offer.id))).toBe(false);
  const offer = first.body.offers[0] as FlightOffer;
  const opened = await b.agent.get(`/api/flights/offer/${offer.id}`).expect(200);
  expect(opened.body.id).toBe(offer.id);
  await eventually(
    async () => (await getModels(t.sequelize).StoredOffer.count({ where: { id: [...firstIds] } })) === firstIds.size,
    'the first page stored',
  );
});
