import { Duffel, DuffelError } from '@duffel/api';
import { createSandboxClock } from '@portal/sandbox-clock';
import { daysFromNow, startSandbox } from './testSandbox';

const clock = createSandboxClock();
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let duffel: Duffel;

beforeAll(async () => {
  sandbox = await startSandbox(clock);
  duffel = new Duffel({ token: sandbox.token, basePath: sandbox.basePath, apiVersion: 'v2' });
});
afterAll(() => sandbox.close());
afterEach(() => clock.reset());

const familyRoundTrip = () =>
  duffel.offerRequests.create({
    slices: [
      { origin: 'JFK', destination: 'LHR', departure_date: daysFromNow(30), departure_time: null, arrival_time: null },
      { origin: 'LHR', destination: 'JFK', departure_date: daysFromNow(37), departure_time: null, arrival_time: null },
    ],
    passengers: [{ type: 'adult' }, { type: 'adult' }, { age: 8 }],
    cabin_class: 'economy',
    max_connections: 1,
    return_offers: false,
  });

// The SDK exports DuffelError as a value only: its instance type has to be derived.
type DuffelApiFailure = InstanceType<typeof DuffelError>;

const duffelErrorOf = async (call: Promise<unknown>): Promise<DuffelApiFailure> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof DuffelError) return error;
    throw error;
  }
  throw new Error('expected the SDK to throw a DuffelError');
};

describe('the Duffel SDK against the sandbox', () => {
  test('a family searches JFK-LHR, pages through offers by price, opens one with its bags and picks seats', async () => {
    const request = await familyRoundTrip();
    expect(request.data.id).toMatch(/^orq_/);
    expect(request.data).not.toHaveProperty('offers');
    expect(request.data.passengers.map((passenger) => passenger.type)).toEqual(['adult', 'adult', 'child']);

    const first = await duffel.offers.list({ offer_request_id: request.data.id, sort: 'total_amount', limit: 30 });
    expect(first.data).toHaveLength(30);
    expect(first.meta?.after).toBeTruthy();
    const second = await duffel.offers.list({
      offer_request_id: request.data.id,
      sort: 'total_amount',
      limit: 30,
      after: first.meta?.after ?? undefined,
    });
    const prices = [...first.data, ...second.data].map((offer) => Number(offer.total_amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const firstIds = new Set(first.data.map((offer) => offer.id));
    expect(second.data.some((offer) => firstIds.has(offer.id))).toBe(false);

    // Southwest has open seating and some regional jets sell no seats: pick a mainline offer.
    const mainline = (offer: (typeof first.data)[number]) =>
      offer.owner.iata_code !== 'WN' &&
      offer.slices.every((slice) => slice.segments.every((segment) => segment.aircraft.iata_code !== 'E75'));
    const chosen = first.data.find(mainline);
    const offer = await duffel.offers.get(chosen?.id ?? '', { return_available_services: true });
    expect(offer.data.id).toBe(chosen?.id);
    const bags = offer.data.available_services.filter((service) => service.type === 'baggage');
    expect(bags.length).toBeGreaterThanOrEqual(3 * 2);
    expect(bags[0]?.id).toMatch(/^ase_/);

    const seatMaps = await duffel.seatMaps.get({ offer_id: offer.data.id });
    const segments = offer.data.slices.flatMap((slice) => slice.segments);
    expect(seatMaps.data.map((map) => map.segment_id)).toEqual(segments.map((segment) => segment.id));
    expect(seatMaps.data.every((map) => map.cabins.length > 0)).toBe(true);
    const seats = seatMaps.data.flatMap((map) =>
      map.cabins.flatMap((cabin) => cabin.rows.flatMap((row) => row.sections.flatMap((section) => section.elements))),
    );
    const seatPrices = seats.flatMap((seat) =>
      seat.type === 'seat' ? seat.available_services.map((service) => Number(service.total_amount)) : [],
    );
    expect(seatPrices.some((price) => price > 0)).toBe(true);
    expect(seatPrices.some((price) => price === 0)).toBe(true);
  });

  test('the same search twice gives the same offers', async () => {
    const [one, two] = [await familyRoundTrip(), await familyRoundTrip()];
    const summary = async (id: string) =>
      (await duffel.offers.list({ offer_request_id: id, limit: 200 })).data.map((offer) => [
        offer.owner.iata_code,
        offer.total_amount,
        offer.slices
          .flatMap((slice) =>
            slice.segments.map((segment) => `${segment.marketing_carrier_flight_number}@${segment.departing_at}`),
          )
          .join(),
      ]);
    expect(await summary(two.data.id)).toEqual(await summary(one.data.id));
  });

  test('New York-London nonstops only: several airlines, about 7 hours, each fare brand named with its bags', async () => {
    const request = await duffel.offerRequests.create({
      slices: [
        {
          origin: 'JFK',
          destination: 'LHR',
          departure_date: daysFromNow(30),
          departure_time: null,
          arrival_time: null,
        },
      ],
      passengers: [{ type: 'adult' }],
      cabin_class: 'economy',
      max_connections: 0,
      return_offers: false,
    });
    const offers = (await duffel.offers.list({ offer_request_id: request.data.id, limit: 200 })).data;
    expect(new Set(offers.map((offer) => offer.owner.iata_code))).toEqual(new Set(['AA', 'BA', 'DL']));
    for (const offer of offers) {
      const [slice] = offer.slices;
      expect(slice?.segments).toHaveLength(1);
      const [, hours = '0', minutes = '0'] = /^PT(\d+)H(\d+)M$/.exec(slice?.duration ?? '') ?? [];
      expect(Number(hours) * 60 + Number(minutes)).toBeGreaterThanOrEqual(6 * 60 + 40);
      expect(Number(hours) * 60 + Number(minutes)).toBeLessThanOrEqual(7 * 60 + 15);
      expect(slice?.fare_brand_name).toEqual(expect.any(String));
      expect(slice?.segments[0]?.passengers[0]?.baggages.map((bag) => bag.type).sort()).toEqual([
        'carry_on',
        'checked',
      ]);
    }
    expect(new Set(offers.map((offer) => offer.slices[0]?.fare_brand_name)).size).toBeGreaterThanOrEqual(6);
  });

  test('a thin regional route still gets offers, through hubs', async () => {
    const request = await duffel.offerRequests.create({
      slices: [
        {
          origin: 'BZN',
          destination: 'EYW',
          departure_date: daysFromNow(20),
          departure_time: null,
          arrival_time: null,
        },
      ],
      passengers: [{ type: 'adult' }],
      max_connections: 2,
      return_offers: false,
    });
    const offers = await duffel.offers.list({ offer_request_id: request.data.id, limit: 200 });
    expect(offers.data.length).toBeGreaterThan(0);
    expect(offers.data.length).toBeLessThan(100);
    for (const offer of offers.data) expect(offer.slices[0]?.segments.length).toBeGreaterThan(1);
  });

  test('when the clock passes the offer expiry, getting the offer fails with offer_no_longer_available', async () => {
    const request = await familyRoundTrip();
    const [offer] = (await duffel.offers.list({ offer_request_id: request.data.id, limit: 1 })).data;
    clock.advanceMinutes(31);
    const error = await duffelErrorOf(duffel.offers.get(offer?.id ?? ''));
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]?.code).toBe('offer_no_longer_available');
  });

  test('a forged offer id is not found', async () => {
    const error = await duffelErrorOf(duffel.offers.get('off_AQGiAQ9tARQkqizxUUkALPEkqlFQAAP6-vsACHVnLOBMuSpvNn4'));
    expect(error.meta.status).toBe(404);
    expect(error.errors[0]?.code).toBe('not_found');
  });

  test('a bad search is a validation error', async () => {
    const error = await duffelErrorOf(
      duffel.offerRequests.create({
        slices: [
          {
            origin: 'JFK',
            destination: 'XXX',
            departure_date: daysFromNow(5),
            departure_time: null,
            arrival_time: null,
          },
        ],
        passengers: [{ type: 'adult' }],
        return_offers: false,
      }),
    );
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]).toMatchObject({ type: 'validation_error', code: 'validation_error' });
  });

  test('without a token the sandbox answers 401', async () => {
    const anonymous = new Duffel({ token: '', basePath: sandbox.basePath, apiVersion: 'v2' });
    const error = await duffelErrorOf(anonymous.offers.get('off_x'));
    expect(error.meta.status).toBe(401);
    expect(error.errors[0]?.type).toBe('authentication_error');
  });
});
