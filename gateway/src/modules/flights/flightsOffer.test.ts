import {
  flightOfferSchema,
  offerValiditySchema,
  seatMapsResponseSchema,
  type FlightOffer,
  type SeatMap,
} from '@portal/platform-common/contracts';
import { getModels } from '../../db/models';
import {
  browser,
  cents,
  daysAhead,
  duffelSandboxAt,
  plusPercent,
  roundTrip,
  storedSupplierOffer,
} from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

let t: TestApp;
let b: Awaited<ReturnType<typeof browser>>;
let offers: FlightOffer[];
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  b = await browser(t);
  offers = (await b.search({ ...roundTrip(t, 'JFK', 'LHR'), limit: 200 }).expect(200)).body.offers;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** Southwest has open seating and some regional jets sell no seats: a mainline offer has seat maps. */
const mainline = () => {
  const offer = offers.find((candidate) => candidate.owner.iata_code === 'BA' || candidate.owner.iata_code === 'AA');
  if (!offer) throw new Error('no BA or AA offer on JFK-LHR');
  return offer;
};

const seatsOf = (maps: SeatMap[]) =>
  maps.flatMap((map) =>
    map.cabins.flatMap((cabin) =>
      cabin.rows.flatMap((row) =>
        row.sections.flatMap((section) => section.elements.map((element) => ({ map, element }))),
      ),
    ),
  );

describe('GET /api/flights/offer/:id', () => {
  test('when a traveller opens an offer, then it comes fresh from Duffel with its bags, every price marked up once', async () => {
    const offer = mainline();

    const res = await b.agent.get(`/api/flights/offer/${offer.id}`).expect(200);

    const fresh: FlightOffer = flightOfferSchema.parse(res.body);
    expect(fresh.id).toBe(offer.id);
    expect(fresh.total_amount).toBe(offer.total_amount);
    const bags = fresh.available_services.filter((service) => service.type === 'baggage');
    expect(bags.length).toBeGreaterThan(0);
    // The offer's supplier copy is refreshed with the services it was sent with.
    const supplier = await storedSupplierOffer(t, offer.id);
    expect(supplier.available_services.map((service) => service.id)).toEqual(
      fresh.available_services.map((service) => service.id),
    );
    supplier.available_services.forEach((service, i) => {
      expect(cents(fresh.available_services[i]?.total_amount ?? '')).toBe(
        plusPercent(cents(service.total_amount), 23n),
      );
    });
    expect(cents(fresh.total_amount)).toBe(plusPercent(cents(supplier.total_amount), 23n));
  });

  test('when it is opened again, then the bag services carry new ids (book with the latest)', async () => {
    const offer = mainline();
    const first: FlightOffer = (await b.agent.get(`/api/flights/offer/${offer.id}`).expect(200)).body;

    const second: FlightOffer = (await b.agent.get(`/api/flights/offer/${offer.id}`).expect(200)).body;

    expect(second.available_services[0]?.id).not.toBe(first.available_services[0]?.id);
    expect((await storedSupplierOffer(t, offer.id)).available_services[0]?.id).toBe(second.available_services[0]?.id);
  });

  test('when the id was never one of our offers, then 404 OFFER_NOT_FOUND without asking Duffel', async () => {
    await b.resetCalls();

    const res = await b.agent.get('/api/flights/offer/off_0000000000000000000000').expect(404);

    expect(res.body).toEqual({ message: 'Offer not found', error: 'OFFER_NOT_FOUND' });
    expect(await b.duffelCalls()).toEqual({});
  });

  test.each([
    ['another kind of id', 'not-an-offer'],
    ['a bare prefix', 'off_'],
    ['spaces', 'off_has spaces'],
    ['over 500 characters', `off_${'x'.repeat(501)}`],
  ])('when the id is %s, then 400', async (_story, id) => {
    const res = await b.agent.get(`/api/flights/offer/${encodeURIComponent(id)}`).expect(400);

    expect(res.body.error).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/flights/seatmaps/:id', () => {
  test('when the airline sells seats, then one map per flight, with paid seats marked up by the percentage', async () => {
    const offer = mainline();

    const res = await b.agent.get(`/api/flights/seatmaps/${offer.id}`).expect(200);

    const maps = seatMapsResponseSchema.parse(res.body);
    expect(maps.map((map) => map.segment_id)).toEqual(
      offer.slices.flatMap((slice) => slice.segments.map((segment) => segment.id)),
    );
    // The supplier's seat prices, straight from the sandbox with the real SDK.
    const duffel = duffelSandboxAt(t).sdk();
    const supplierMaps = (await duffel.seatMaps.get({ offer_id: offer.id })).data;
    const supplierPrice = new Map<string, string>();
    for (const map of supplierMaps) {
      for (const element of map.cabins.flatMap((cabin) =>
        cabin.rows.flatMap((row) => row.sections.flatMap((section) => section.elements)),
      )) {
        if (element.type === 'seat' && element.available_services[0])
          supplierPrice.set(`${map.segment_id}/${element.designator}`, element.available_services[0].total_amount);
      }
    }
    const paid = seatsOf(maps).filter(
      ({ element }) => element.available && cents(element.available_services[0]?.total_amount ?? '0') > 0n,
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const { map, element } of paid) {
      const supplier = supplierPrice.get(`${map.segment_id}/${element.designator}`) ?? 'missing';
      expect(cents(element.available_services[0]?.total_amount ?? '')).toBe(plusPercent(cents(supplier), 23n));
    }
    expect(
      seatsOf(maps).some(({ element }) => element.available && element.available_services[0]?.total_amount === '0.00'),
    ).toBe(true);
  });

  test('when the airline offers no seat selection (Southwest), then an empty list', async () => {
    const domestic: FlightOffer[] = (
      await b.search({ ...roundTrip(t, 'MDW', 'BNA', { returnDate: undefined }), limit: 200 }).expect(200)
    ).body.offers;
    const southwest = domestic.find((offer) => offer.owner.iata_code === 'WN');
    if (!southwest) throw new Error('no Southwest offer on MDW-BNA');

    const res = await b.agent.get(`/api/flights/seatmaps/${southwest.id}`).expect(200);

    expect(res.body).toEqual([]);
  });
});

describe('GET /api/flights/verify-offer/:id, and an offer once it expires', () => {
  test('when the offer is still valid, then 200 valid with its expiry', async () => {
    const offer = mainline();

    const res = await b.agent.get(`/api/flights/verify-offer/${offer.id}`).expect(200);

    expect(offerValiditySchema.parse(res.body)).toEqual({
      valid: true,
      message: 'Offer is valid',
      expires_at: new Date(offer.expires_at).toISOString(),
    });
  });

  test('when the id is unknown, then 404 with valid false', async () => {
    const res = await b.agent.get('/api/flights/verify-offer/off_unknown0000000000').expect(404);

    expect(res.body).toEqual({ valid: false, message: 'Offer not found', error: 'OFFER_NOT_FOUND', expires_at: null });
  });

  test('when the id is garbage, then 400', async () => {
    await b.agent.get('/api/flights/verify-offer/DROP%20TABLE').expect(400);
  });

  test('when 31 minutes have passed, then verify says 410 expired, and the offer and its seat maps answer 410 too', async () => {
    const offer = mainline();
    await b.advanceClock(31);

    const verify = await b.agent.get(`/api/flights/verify-offer/${offer.id}`).expect(410);
    const details = await b.agent.get(`/api/flights/offer/${offer.id}`).expect(410);
    const seats = await b.agent.get(`/api/flights/seatmaps/${offer.id}`).expect(410);

    expect(verify.body).toEqual({
      valid: false,
      message: 'This flight offer has expired. Please select another flight.',
      error: 'OFFER_EXPIRED',
      expires_at: new Date(offer.expires_at).toISOString(),
    });
    expect(details.body).toEqual({
      message: 'This flight offer has expired. Please select another flight.',
      error: 'OFFER_EXPIRED',
    });
    expect(seats.body.error).toBe('OFFER_EXPIRED');
  });

  test('when Duffel says the offer is gone before our stored expiry, then 410 OFFER_EXPIRED all the same', async () => {
    // A fresh search after the jump; its stored expiry is then pushed past Duffel's own.
    const fresh: FlightOffer[] = (
      await b.search(roundTrip(t, 'JFK', 'LHR', { departureDate: daysAhead(t, 60), returnDate: undefined })).expect(200)
    ).body.offers;
    const offer = fresh[0] as FlightOffer;
    const { StoredOffer } = getModels(t.sequelize);
    await StoredOffer.update(
      { expiresAt: new Date(Date.parse(offer.expires_at) + 3_600_000) },
      { where: { id: offer.id } },
    );
    await b.advanceClock(31);

    const res = await b.agent.get(`/api/flights/offer/${offer.id}`).expect(410);

    expect(res.body).toEqual({
      message: 'This flight offer has expired. Please select another flight.',
      error: 'OFFER_EXPIRED',
    });
  });
});
