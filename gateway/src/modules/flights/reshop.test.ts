import type { FlightOffer } from '@portal/platform/contracts';
import { searchOf } from './reshop';

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
