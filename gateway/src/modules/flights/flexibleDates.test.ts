import request from 'supertest';
import { firstBookableIso, type FlexibleDatesResponse, type SearchResponse } from '@portal/platform-common/contracts';
import { browser, cents, daysAhead, plusPercent, roundTrip, storedSupplierOffer } from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

// Flexible-dates searches per session set low, so one strip reaches the limit.
const FLEXIBLE_PER_SESSION = 4;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { SANDBOX_CONTROLS: 'on', RATE_LIMIT_FLEXIBLE_DATES_PER_SESSION: String(FLEXIBLE_PER_SESSION) },
    { listen: true },
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** A guest without a session, at an address of its own (the address limit is not what these tests are about). */
const guest = (address: string) => ({
  flexible: (query: object) =>
    request(t.app).get('/api/flights/flexible-dates').set('X-Forwarded-For', address).query(query),
  search: (query: object) => request(t.app).get('/api/flights/search').set('X-Forwarded-For', address).query(query),
});

/** A calendar date (YYYY-MM-DD) moved by whole days. */
const shiftedIso = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/flights/flexible-dates', () => {
  test('when a traveller looks at a round trip, then the seven days around it come back in order, keeping the trip length, each at the cheapest selling price of that day (23% markup)', async () => {
    const traveller = guest('198.51.100.31');
    const trip = roundTrip(t, 'JFK', 'LHR');

    const res = await traveller.flexible(trip).expect(200);

    const { days }: FlexibleDatesResponse = res.body;
    expect(res.headers['cache-control']).toBe('no-store');
    expect(days.map((day) => [day.departureDate, day.returnDate])).toEqual(
      [-3, -2, -1, 0, 1, 2, 3].map((shift) => [daysAhead(t, 30 + shift), daysAhead(t, 37 + shift)]),
    );
    for (const day of days) {
      expect(day.status).toBe('priced');
      const { body }: { body: SearchResponse } = await traveller
        .search({ ...trip, departureDate: day.departureDate, returnDate: day.returnDate, limit: 200 })
        .expect(200);
      const cheapest = body.offers.reduce((low, offer) =>
        cents(offer.total_amount) < cents(low.total_amount) ? offer : low,
      );
      expect(day.price).toEqual({ amount: cheapest.total_amount, currency: cheapest.total_currency });
      const supplier = await storedSupplierOffer(t, cheapest.id);
      expect(cents(day.price?.amount ?? '0')).toBe(plusPercent(cents(supplier.total_amount), 23n));
    }
  });

  test('when the days were searched already, then they are answered from the stored searches: no provider call', async () => {
    const traveller = guest('198.51.100.32');
    const trip = roundTrip(t, 'BOS', 'LAX', { returnDate: undefined });
    const b = await browser(t);
    await traveller.flexible(trip).expect(200);
    await b.resetCalls();

    const again = await traveller.flexible(trip).expect(200);

    expect(again.body.days).toHaveLength(7);
    expect(await b.duffelCalls()).toEqual({});
  });

  test('when the chosen day is tomorrow, then the days before the first bookable day at the origin are left out', async () => {
    const departureDate = daysAhead(t, 1);
    const { body } = await guest('198.51.100.33')
      .flexible(roundTrip(t, 'SFO', 'SEA', { departureDate, returnDate: undefined }))
      .expect(200);

    // Sales close two hours before departure, by the origin's own clock: San Francisco's date,
    // which is a day behind UTC's for eight hours of every UTC day.
    const firstBookable = firstBookableIso(
      t.providers.duffel.sandbox?.clock.now() ?? new Date(),
      'America/Los_Angeles',
    );
    const strip = [-3, -2, -1, 0, 1, 2, 3].map((shift) => shiftedIso(departureDate, shift));
    const dates = (body as FlexibleDatesResponse).days.map((day) => day.departureDate);
    expect(dates).toEqual(strip.filter((day) => day >= firstBookable));
    expect(dates).not.toContain(shiftedIso(firstBookable, -1));
    expect(dates.length).toBeLessThan(strip.length);
  });

  test.each([
    ['no origin', { origin: '' }, 'Please select an origin airport'],
    [
      'a departure in the past',
      { departureDate: '2020-01-01', returnDate: '2020-01-08' },
      'Departure date cannot be in the past',
    ],
    ['no adult', { adultsCount: 0 }, 'At least 1 adult is required'],
  ])(
    "when the search has %s, then 400 with the search's message and no provider call",
    async (_story, change, message) => {
      const b = await browser(t);
      await b.resetCalls();

      const res = await guest('198.51.100.34')
        .flexible({ ...roundTrip(t, 'JFK', 'CDG'), ...change })
        .expect(400);

      expect(res.body).toMatchObject({ message, error: 'VALIDATION_ERROR' });
      expect(await b.duffelCalls()).toEqual({});
    },
  );

  test('when the session has spent its flexible-dates searches, then the remaining days are unknown and the answer is still 200', async () => {
    const b = await browser(t);

    const res = await b.agent
      .get('/api/flights/flexible-dates')
      .query(roundTrip(t, 'ORD', 'MIA', { returnDate: undefined }))
      .expect(200);

    const statuses = (res.body as FlexibleDatesResponse).days.map((day) => day.status);
    expect(statuses).toHaveLength(7);
    expect(statuses.filter((status) => status === 'unknown')).toHaveLength(7 - FLEXIBLE_PER_SESSION);
    for (const day of (res.body as FlexibleDatesResponse).days)
      expect(day.price === null).toBe(day.status !== 'priced');
  });
});
