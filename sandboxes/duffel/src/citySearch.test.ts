import request from 'supertest';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { Offer } from './duffelTypes';
import { daysFromNow, SANDBOX_PATH, sandboxApp, TEST_HEADERS } from './testSandbox';

const clock = createSandboxClock();
const app = sandboxApp(clock);
const LONDON = ['LHR', 'LGW', 'STN', 'LCY', 'LTN', 'SEN'];
const NEW_YORK = ['JFK', 'EWR', 'LGA'];

const offerRequest = (origin: string, destination: string) =>
  request(app)
    .post(`${SANDBOX_PATH}/air/offer_requests?return_offers=true`)
    .set(TEST_HEADERS)
    .send({
      data: {
        slices: [{ origin, destination, departure_date: daysFromNow(21, clock) }],
        passengers: [{ type: 'adult' }],
      },
    });

describe('an offer request with city codes (as Duffel takes LON or NYC)', () => {
  test('London (LON) to Paris (PAR): offers from and to the actual airports, several London ones among them', async () => {
    const res = await offerRequest('LON', 'PAR').expect(201);

    const offers: Offer[] = res.body.data.offers;
    expect(offers.length).toBeGreaterThan(0);
    const origins = new Set(offers.map((offer) => offer.slices[0]?.origin.iata_code));
    const destinations = new Set(offers.map((offer) => offer.slices[0]?.destination.iata_code));
    expect(origins.size).toBeGreaterThan(1);
    for (const origin of origins) expect(LONDON).toContain(origin);
    for (const destination of destinations) expect(['CDG', 'ORY']).toContain(destination);
    for (const offer of offers) expect(offer.slices[0]?.origin_type).toBe('airport');
  });

  test('the offer request echoes the places asked for: a city with its airports', async () => {
    const res = await offerRequest('LON', 'JFK').expect(201);

    expect(res.body.data.slices[0].origin).toMatchObject({ type: 'city', iata_code: 'LON', name: 'London' });
    expect(res.body.data.slices[0].origin.airports.map((airport: { iata_code: string }) => airport.iata_code)).toEqual(
      LONDON,
    );
    expect(res.body.data.slices[0]).toMatchObject({
      origin_type: 'city',
      destination_type: 'airport',
      destination: { iata_code: 'JFK' },
    });
  });

  test('London to New York, all airports, finds New York airports beyond JFK', async () => {
    const res = await offerRequest('LON', 'NYC').expect(201);

    const destinations = new Set(
      (res.body.data.offers as Offer[]).map((offer) => offer.slices[0]?.destination.iata_code),
    );
    expect([...destinations].every((code) => NEW_YORK.includes(code ?? ''))).toBe(true);
    expect(destinations.size).toBeGreaterThan(1);
  });

  test('a city and one of its own airports are one place: 422 as for any two places too close', async () => {
    const res = await offerRequest('LON', 'LGW').expect(422);

    expect(res.body.errors[0].message).toBe('The origin and destination must be different places.');
  });
});
