import type { SearchResponse } from '@portal/platform-common/contracts';
import { getModels } from '../../src/db/models';
import { SEED_BRANDS } from '../../src/db/seeds/brands';
import { createBrandsRepository } from '../../src/modules/brands/brands.repository';
import { browser, roundTrip } from '../flightStories';
import { createTestApp, signInAsAdmin, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';

// Findings (issue 21): any client picked the brand, and so the markup, of its prices with X-Brand.
// (Round three): brands resolved by key as well as by domain, so a Host naming a key picked its markup.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  const template = SEED_BRANDS[0];
  if (!template) throw new Error('no seeded brand');
  await createBrandsRepository(getModels(t.sequelize)).insertIfMissing({
    ...template,
    key: 'cutprice.example',
    name: 'CutPrice',
    domains: ['cutprice.example'],
    markup: { percent: 1, fixedAmount: 0, currency: 'USD' },
  });
  await createBrandsRepository(getModels(t.sequelize)).insertIfMissing({
    ...template,
    key: 'cheapkey.example',
    name: 'CheapKey',
    domains: ['cheap-elsewhere.example'],
    markup: { percent: 1, fixedAmount: 0, currency: 'USD' },
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const firstPrice = (res: { body: SearchResponse }) => res.body.offers[0]?.total_amount;

describe('the brand of prices comes from the host name', () => {
  const search = () => roundTrip(t, 'SFO', 'NRT');
  // Compared answers come from the whole search, not its first page while the rest is listed.
  beforeAll(async () => {
    await (await browser(t)).settle(search());
  });

  test("when a visitor sends X-Brand naming a brand with a lower markup, then the price stays the host's brand's", async () => {
    const b = await browser(t);
    const standard = firstPrice(await b.search(search()).expect(200));

    const picked = firstPrice(await b.search(search(), { 'X-Brand': 'cutprice.example' }).expect(200));

    expect(picked).toBe(standard);
  });

  test("when a visitor reads an offer with another brand's X-Brand, then its price is the host's brand's", async () => {
    const b = await browser(t);
    const offer = (await b.search(search()).expect(200)).body.offers[0];
    if (!offer) throw new Error('the search found no offer');

    const read = await b.agent.get(`/api/flights/offer/${offer.id}`).set('X-Brand', 'cutprice.example').expect(200);

    expect(read.body.total_amount).toBe(offer.total_amount);
  });

  test("when the site is served on that brand's own host, then it prices at that brand's markup", async () => {
    const b = await browser(t);
    const standard = firstPrice(await b.search(search()).expect(200));

    const onHost = firstPrice(await b.search(search(), { Host: 'cutprice.example' }).expect(200));

    expect(onHost).not.toBe(standard);
  });

  test("when the Host names a brand's key that is none of its domains, then the price stays the default brand's", async () => {
    const b = await browser(t);
    const standard = firstPrice(await b.search(search()).expect(200));
    const token = (await b.agent.get('/api/csrf-token')).body.csrfToken as string;

    const byKey = firstPrice(
      await b.agent
        .post('/api/flights/search')
        .set('X-CSRF-Token', token)
        .set('Host', 'cheapkey.example')
        .send(search())
        .expect(200),
    );

    expect(byKey).toBe(standard);
  });

  test("when a signed-in admin previews a brand with X-Brand, then the admin sees that brand's prices", async () => {
    const b = await browser(t);
    const token = await signInAsAdmin(b.agent);
    const standard = firstPrice(
      await b.agent.post('/api/flights/search').set('X-CSRF-Token', token).send(search()).expect(200),
    );

    const preview = firstPrice(
      await b.agent
        .post('/api/flights/search')
        .set('X-CSRF-Token', token)
        .set('X-Brand', 'cutprice.example')
        .send(search())
        .expect(200),
    );

    const onHost = firstPrice(
      await b.agent
        .post('/api/flights/search')
        .set('X-CSRF-Token', token)
        .set('Host', 'cutprice.example')
        .send(search())
        .expect(200),
    );
    expect(preview).toBe(onHost);
    expect(preview).not.toBe(standard);
  });
});
