import type { FlightOffer, SearchResponse } from '@portal/platform-common/contracts';
import { getModels } from '../../db/models';
import { SEED_BRANDS } from '../../db/seeds/brands';
import { browser, cents, daysAhead, plusPercent, roundTrip, storedSupplierOffer } from '../../../test/flightStories';
import { createTestApp, signInAsAdmin, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { createBrandsRepository } from '../brands/brands.repository';

// Each instance makes a results page once and answers it again to everyone asking the same
// thing (searchPages.ts). These stories ask in the orders that would show a page made for one
// brand, mode, person or moment served to another.
let t: TestApp;
const DEAR_PERCENT = 40n;

beforeAll(async () => {
  // A story below switches the mode in the database, as another replica would: read on every request.
  t = await createTestApp({ SANDBOX_CONTROLS: 'on', SETTINGS_CACHE_MS: '0' }, { listen: true });
  const template = SEED_BRANDS[0];
  if (!template) throw new Error('no seeded brand');
  await createBrandsRepository(getModels(t.sequelize)).insertIfMissing({
    ...template,
    key: 'dearjet.example',
    name: 'DearJet',
    domains: ['dearjet.example'],
    markup: { percent: Number(DEAR_PERCENT), fixedAmount: 0, currency: 'USD' },
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const first = (res: { body: SearchResponse }): FlightOffer => {
  const offer = res.body.offers[0];
  if (!offer) throw new Error('the search found no offer');
  return offer;
};

describe('a results page answered again', () => {
  test("when two brands ask for the same page in turn, then each always gets its own brand's prices", async () => {
    const search = roundTrip(t, 'JFK', 'CDG', { departureDate: daysAhead(t, 40), returnDate: daysAhead(t, 47) });
    const b = await browser(t);
    await b.settle(search);

    const standard = first(await b.search(search).expect(200));
    const dear = first(await b.search(search, { Host: 'dearjet.example' }).expect(200));
    const standardAgain = first(await b.search(search).expect(200));
    const dearAgain = first(await b.search(search, { Host: 'dearjet.example' }).expect(200));

    const supplier = await storedSupplierOffer(t, dear.id);
    expect(cents(dear.total_amount)).toBe(plusPercent(cents(supplier.total_amount), DEAR_PERCENT));
    expect(dear.total_amount).not.toBe(standard.total_amount);
    expect(standardAgain).toEqual(standard);
    expect(dearAgain).toEqual(dear);
  });

  test("when an admin previewed a brand, then a guest asking for the same page with the same header gets the host's prices", async () => {
    const search = roundTrip(t, 'BOS', 'LHR', { departureDate: daysAhead(t, 41), returnDate: daysAhead(t, 48) });
    const admin = await browser(t);
    await admin.settle(search);
    const token = await signInAsAdmin(admin.agent);
    const preview = await admin.agent
      .post('/api/flights/search')
      .set('X-CSRF-Token', token)
      .set('X-Brand', 'dearjet.example')
      .send(search)
      .expect(200);

    const guest = await browser(t);
    const guestPage = await guest.search(search, { 'X-Brand': 'dearjet.example' }).expect(200);
    const onHost = await guest.search(search, { Host: 'dearjet.example' }).expect(200);

    expect(first(preview)).toEqual(first(onHost));
    expect(first(guestPage).total_amount).not.toBe(first(preview).total_amount);
  });

  test('when the offers have expired, then the page is not answered from before', async () => {
    const search = roundTrip(t, 'SFO', 'LHR', { departureDate: daysAhead(t, 42), returnDate: daysAhead(t, 49) });
    const b = await browser(t);
    await b.settle(search);
    const before = await b.search(search).expect(200);
    await b.search(search).expect(200);

    await b.advanceClock(31);
    const after = await b.search(search).expect(200);

    const earlier = new Set(before.body.offers.map((offer: FlightOffer) => offer.id));
    expect(after.body.offers.length).toBeGreaterThan(0);
    expect(after.body.offers.some((offer: FlightOffer) => earlier.has(offer.id))).toBe(false);
  });

  test('when the mode switched to live, then the page made in test mode is not answered, and test mode has it again after', async () => {
    const search = roundTrip(t, 'ORD', 'LHR', { departureDate: daysAhead(t, 44), returnDate: daysAhead(t, 51) });
    const b = await browser(t);
    await b.settle(search);
    const inTest = await b.search(search).expect(200);
    const { Setting } = getModels(t.sequelize);

    await Setting.upsert({ key: 'enableLiveMode', value: true });
    let inLive;
    try {
      inLive = await b.search(search);
    } finally {
      await Setting.destroy({ where: { key: 'enableLiveMode' } });
    }
    const testAgain = await b.search(search).expect(200);

    // No live Duffel token here: live mode cannot search, so any page it got came from test mode.
    expect(inLive.status).toBe(503);
    expect(inLive.body.error).toBe('PROVIDER_NOT_CONFIGURED');
    expect(testAgain.body).toEqual(inTest.body);
  });

  test('when a traveller opened an offer (now as the airline has it), then the next page shows it as opened', async () => {
    const search = roundTrip(t, 'JFK', 'NRT', { departureDate: daysAhead(t, 43), returnDate: daysAhead(t, 50) });
    const b = await browser(t);
    await b.settle(search);
    const offer = first(await b.search(search).expect(200));

    const opened = await b.agent.get(`/api/flights/offer/${offer.id}`).expect(200);
    const page = await b.search(search).expect(200);

    expect(page.body.offers.find((listed: FlightOffer) => listed.id === offer.id)).toEqual(opened.body);
  });

  test('when a client takes no gzip, then it gets the same page as JSON', async () => {
    const search = roundTrip(t, 'JFK', 'CDG', { departureDate: daysAhead(t, 40), returnDate: daysAhead(t, 47) });
    const b = await browser(t);
    await b.settle(search);
    const zipped = await b.search(search, { 'Accept-Encoding': 'gzip' }).expect(200);

    const plain = await b.search(search, { 'Accept-Encoding': 'identity' }).expect(200);

    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body).toEqual(zipped.body);
  });
});
