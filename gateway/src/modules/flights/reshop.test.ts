import type { FlightOffer } from '@portal/platform-common/contracts';
import { createSandboxClock } from '@portal/sandbox-clock';
import { createSandboxIds } from '@portal/sandbox-duffel';
import { daysFromNow, generateOffers } from '@portal/sandbox-duffel/testing';
import { createLogger } from '../../http/logger';
import type { DuffelProviders } from '../../providers/duffel/duffelProviders';
import type { DuffelOffer } from '../../providers/duffel/duffelTypes';
import { mapDuffelOffer } from '../../providers/duffel/mapOffer';
import type { FlightsRepository } from './flights.repository';
import { createReshopper, itineraryKey, searchOf, type Reshopper } from './reshop';

// Only what searchOf reads of an offer: each slice's ends and first departure, the cabin, the party.
const offerFlying = (...legs: [string, string, string][]) =>
  ({
    passengers: [{ type: 'adult' }, { type: 'child' }],
    slices: legs.map(([origin, destination, day]) => ({
      origin: { iata_code: origin },
      destination: { iata_code: destination },
      segments: [{ departing_at: `${day}T09:00:00`, cabin_class: 'business' }],
    })),
  }) as unknown as FlightOffer;

describe('the search that finds a taken offer again (verify-offer re-shop)', () => {
  test('a trip out and back is searched as a return trip', () => {
    expect(searchOf(offerFlying(['JFK', 'LHR', '2026-12-01'], ['LHR', 'JFK', '2026-12-08']))).toMatchObject({
      origin: 'JFK',
      destination: 'LHR',
      departureDate: '2026-12-01',
      returnDate: '2026-12-08',
      cabinClass: 'business',
      adultsCount: 1,
      childrenCount: 1,
    });
  });

  test('a multi-city trip is searched as the same flights, not as a return of its first two', () => {
    const search = searchOf(
      offerFlying(['JFK', 'LHR', '2026-12-01'], ['LHR', 'CDG', '2026-12-05'], ['CDG', 'JFK', '2026-12-09']),
    );
    expect(search).toMatchObject({
      slices: [
        { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-01' },
        { origin: 'LHR', destination: 'CDG', departureDate: '2026-12-05' },
        { origin: 'CDG', destination: 'JFK', departureDate: '2026-12-09' },
      ],
      cabinClass: 'business',
      adultsCount: 1,
    });
    expect(search).not.toHaveProperty('origin');
    expect(searchOf(offerFlying(['JFK', 'LHR', '2026-12-01'], ['LHR', 'CDG', '2026-12-05']))).toHaveProperty('slices');
  });
});

describe('re-shopping a taken offer: the same trip in a new offer request', () => {
  const search = {
    slices: [
      { origin: 'JFK', destination: 'LHR', departureDate: daysFromNow(30), departureTime: null, arrivalTime: null },
    ],
    passengers: [{ type: 'adult' as const, age: null }],
    cabinClass: 'economy' as const,
    maxConnections: 1 as const,
    createdAt: createSandboxClock().now().getTime(),
  };
  /** The search's offers, under ids of this request's own (a new request sells the same flights as new offers). */
  const generated = (requestId: string) =>
    (generateOffers(search, requestId, createSandboxIds('secret')).offers as unknown as DuffelOffer[]).map((offer) => ({
      ...offer,
      id: `${offer.id}${requestId}`,
    }));
  const PAGE = 20;

  /** Duffel's answer to the new request, a page of PAGE offers at a time, counting the pages read. */
  const reshopperOver = (listed: DuffelOffer[]) => {
    const pagesRead: number[] = [];
    const saved: string[] = [];
    const provider = {
      createOfferRequest: async () => ({ id: 'orq_new' }),
      async *offerPages() {
        for (let page = 0; page * PAGE < listed.length; page++) {
          pagesRead.push(page);
          yield listed.slice(page * PAGE, (page + 1) * PAGE);
        }
      },
    };
    const reshopper = createReshopper({
      repository: {
        saveRequest: async (request) => {
          saved.push(...request.offers.map((offer) => offer.id));
          return { id: 'request-row' } as Awaited<ReturnType<FlightsRepository['saveRequest']>>;
        },
      },
      duffel: {
        forMode: () => provider as unknown as ReturnType<DuffelProviders['forMode']>,
        clockFor: () => createSandboxClock(),
      },
      logger: createLogger('silent'),
    });
    return { reshopper, pagesRead, saved };
  };
  const takenRecord = (supplier: FlightOffer) =>
    ({ id: supplier.id, supplier, mode: 'test' }) as unknown as Parameters<Reshopper['reshop']>[0];

  test('the same flights under the same fare are found on the page they are on, and no page after it is read', async () => {
    const before = generated('orq_before');
    expect(before.length).toBeGreaterThan(PAGE * 2);
    const taken = mapDuffelOffer(before[PAGE + 3] as DuffelOffer);
    const again = generated('orq_again');
    const { reshopper, pagesRead, saved } = reshopperOver(again);

    const found = await reshopper.reshop(takenRecord(taken));

    expect(found?.supplier.id).toBe(again[PAGE + 3]?.id);
    expect(found?.supplier.id).not.toBe(taken.id);
    expect(itineraryKey(found?.supplier as FlightOffer)).toBe(itineraryKey(taken));
    expect(pagesRead).toEqual([0, 1]);
    expect(saved).toEqual([found?.id]);
  });

  test('flights no longer sold, or sold under another fare only, are not found: null, after every page', async () => {
    const before = generated('orq_before');
    const taken = mapDuffelOffer(before[5] as DuffelOffer);
    const sameFlightsOtherFare = generated('orq_again').map((offer, i) =>
      i === 5 ? { ...offer, slices: offer.slices.map((slice) => ({ ...slice, fare_brand_name: 'Other' })) } : offer,
    );
    const { reshopper, pagesRead, saved } = reshopperOver(sameFlightsOtherFare as DuffelOffer[]);

    expect(await reshopper.reshop(takenRecord(taken))).toBeNull();
    expect(pagesRead).toHaveLength(Math.ceil(sameFlightsOtherFare.length / PAGE));
    expect(saved).toEqual([]);
  });
});
