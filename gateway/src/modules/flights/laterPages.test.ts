import type { FlightOffer } from '@portal/platform-common/contracts';
import type { DuffelCall } from '@portal/sandbox-duffel';
import { getModels } from '../../db/models';
import { anotherGateway } from '../../../test/anotherGateway';
import { browser, daysAhead, eventually, roundTrip } from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

// Duffel lists a request's offers 200 at a time, cheapest first. A new search answers with the
// first page while the later ones are listed and stored, says so (`complete: false`), and holds
// every offer once they are. Here the sandbox holds every offers.list call after a request's
// first until the test lets it go.
let t: TestApp;
let held: Array<() => void> = [];
const release = () => {
  for (const letGo of held) letGo();
  held = [];
};

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
}, SETUP_TIMEOUT_MS);
afterEach(() => {
  release();
  t.duffelSandbox?.controls.setBehaviour(null);
});
afterAll(async () => {
  await t.close();
});

/** The next offers.list (a new search's first page) answers at once; the later pages wait for `release()` (or fail). */
const holdLaterPages = (later: 'wait' | 'fail' = 'wait') => {
  let firstPageListed = false;
  t.duffelSandbox?.controls.setBehaviour((call: DuffelCall) => {
    if (call.operation !== 'offers.list') return null;
    if (!firstPageListed) {
      firstPageListed = true;
      return null;
    }
    if (later === 'fail') return { kind: 'server_error', status: 502 };
    return new Promise((resolve) => held.push(() => resolve(null)));
  });
};

const storedCount = async (providerOfferRequestId: string) => {
  const { OfferRequest, StoredOffer } = getModels(t.sequelize);
  const request = await OfferRequest.findOne({ where: { providerOfferRequestId } });
  return request
    ? { complete: request.listingComplete, offers: await StoredOffer.count({ where: { offerRequestId: request.id } }) }
    : null;
};

/** The provider id of the search stored last (a new search's answer comes a moment before its first page is stored). */
const newestRequest = async (before: Set<string>) =>
  eventually(async () => {
    const rows = await getModels(t.sequelize).OfferRequest.findAll({ attributes: ['providerOfferRequestId'] });
    return rows.map((row) => row.providerOfferRequestId).find((id) => !before.has(id));
  }, 'the new search stored');

const storedRequests = async () =>
  new Set(
    (await getModels(t.sequelize).OfferRequest.findAll({ attributes: ['providerOfferRequestId'] })).map(
      (row) => row.providerOfferRequestId,
    ),
  );

test('when the later pages of a new search are slow, then its cheapest offers answer at once and say the search is still listing; once listed, every page and filter holds all its offers', async () => {
  holdLaterPages();
  const search = roundTrip(t, 'LHR', 'JFK', { departureDate: daysAhead(t, 41), returnDate: daysAhead(t, 48) });
  const b = await browser(t);
  const known = await storedRequests();

  const first = await b.search(search).expect(200);
  expect(first.body.complete).toBe(false);
  expect(first.body.offers).toHaveLength(30);
  const firstPageCards = first.body.facets.unfiltered_count as number;
  const dearestFirst = await b.search({ ...search, sort: 'price-desc', limit: 5 }).expect(200);
  expect(dearestFirst.body.complete).toBe(false);

  // The first page is stored while the rest is still being listed (a reload or another replica reads it).
  const providerId = await newestRequest(known);
  await eventually(async () => (await storedCount(providerId))?.offers === 200, 'the first page stored');
  expect((await storedCount(providerId))?.complete).toBe(false);
  const again = await b.search(search).expect(200);
  expect(again.body.complete).toBe(false);
  expect(again.body.facets.unfiltered_count).toBe(firstPageCards);

  // Another replica on the same database answers from the stored first page, also as incomplete, without searching again.
  const other = await anotherGateway(t);
  try {
    const elsewhere = await (await browser({ ...t, app: other.app })).search(search).expect(200);
    expect(elsewhere.body.complete).toBe(false);
    expect(elsewhere.body.facets.unfiltered_count).toBe(firstPageCards);
  } finally {
    await other.close();
  }

  release();
  const stored = await eventually(async () => {
    const now = await storedCount(providerId);
    return now?.complete && now;
  }, 'the later pages stored');
  expect(stored.offers).toBeGreaterThan(200);

  const complete = await b.search(search).expect(200);
  expect(complete.body.complete).toBe(true);
  expect(complete.body.facets.unfiltered_count).toBeGreaterThan(firstPageCards);
  const dearest = await b.search({ ...search, sort: 'price-desc', limit: 5 }).expect(200);
  const dearestOffer = dearest.body.offers[0] as FlightOffer;
  expect(Number(dearestOffer.total_amount)).toBeGreaterThan(Number(dearestFirst.body.offers[0].total_amount));
  // An offer from a later page opens like any other.
  expect((await b.agent.get(`/api/flights/offer/${dearestOffer.id}`).expect(200)).body.id).toBe(dearestOffer.id);
});

test('when the later pages cannot be listed, then the search keeps its first page, counts as complete and answers no error', async () => {
  holdLaterPages('fail');
  const search = roundTrip(t, 'LHR', 'JFK', { departureDate: daysAhead(t, 52), returnDate: daysAhead(t, 59) });
  const b = await browser(t);
  const known = await storedRequests();

  const first = await b.search(search).expect(200);
  const providerId = await newestRequest(known);
  const stored = await eventually(async () => {
    const now = await storedCount(providerId);
    return now?.complete && now;
  }, 'the search completed with what it found');
  expect(stored.offers).toBe(200);
  const after = await b.search(search).expect(200);
  expect(after.body.complete).toBe(true);
  expect(after.body.facets.unfiltered_count).toBe(first.body.facets.unfiltered_count);
});

test('when the instance listing a search stopped long ago, then its stored first page is the whole answer (no endless "still searching")', async () => {
  holdLaterPages();
  const search = roundTrip(t, 'LHR', 'JFK', { departureDate: daysAhead(t, 63), returnDate: daysAhead(t, 70) });
  const b = await browser(t);
  const known = await storedRequests();
  expect((await b.search(search).expect(200)).body.complete).toBe(false);
  const providerId = await newestRequest(known);
  await eventually(async () => (await storedCount(providerId))?.offers === 200, 'the first page stored');

  await b.advanceClock(5);
  const later = await b.search(search).expect(200);
  expect(later.body.complete).toBe(true);
  expect((await storedCount(providerId))?.complete).toBe(false);
});

test('a search whose offers fit in one page is complete in its first answer', async () => {
  const b = await browser(t);
  const known = await storedRequests();
  const small = await b
    .search(roundTrip(t, 'PDX', 'SAN', { departureDate: daysAhead(t, 75), returnDate: daysAhead(t, 80) }))
    .expect(200);
  const stored = await storedCount(await newestRequest(known));
  expect(stored?.offers).toBeLessThanOrEqual(200);
  expect(small.body.complete).toBe(true);
});
