import { createSandboxClock } from '@portal/sandbox-clock';
import type { SeatMap, SeatMapCabin } from './duffelTypes';
import { createOfferStore } from './offerStore';
import { createSandboxIds } from './sandboxIds';
import type { SearchParams } from './search';
import { seatMapsFor } from './seatMaps';
import { daysFromNow } from './testSandbox';

const ids = createSandboxIds('seat-secret');
const store = createOfferStore(ids);
const clock = createSandboxClock();

const offersFor = (origin: string, destination: string, cabinClass: SearchParams['cabinClass'] = 'economy') =>
  store.create({
    slices: [{ origin, destination, departureDate: daysFromNow(21, clock), departureTime: null, arrivalTime: null }],
    passengers: [
      { type: 'adult', age: null },
      { type: 'child', age: 9 },
      { type: 'infant_without_seat', age: null },
    ],
    cabinClass,
    maxConnections: 1,
    createdAt: clock.now().getTime(),
  });

const mapsOf = (origin: string, destination: string, pick: (aircraft: string, owner: string) => boolean) => {
  const generated = offersFor(origin, destination);
  const index = generated.offers.findIndex(
    (offer) =>
      offer.slices[0]?.segments.length === 1 &&
      pick(offer.slices[0]?.segments[0]?.aircraft.iata_code ?? '', offer.owner.iata_code ?? ''),
  );
  if (index < 0) throw new Error(`no matching offer ${origin}-${destination}`);
  return { maps: seatMapsFor({ generated, index }, ids), offer: generated.offers[index] };
};

const seatsOf = (cabin: SeatMapCabin) =>
  cabin.rows
    .flatMap((row) => row.sections.flatMap((section) => section.elements))
    .flatMap((element) => (element.type === 'seat' ? [element] : []));
const layoutOf = (cabin: SeatMapCabin) => {
  const row = cabin.rows.find((candidate) =>
    candidate.sections.some((section) => section.elements.some((element) => element.type === 'seat')),
  );
  return row?.sections.map((section) => section.elements.length).join('-');
};
const cabin = (maps: SeatMap[], name: string) =>
  maps[0]?.cabins.find((candidate) => candidate.cabin_class === name) as SeatMapCabin;

describe('seat maps', () => {
  test('a long-haul wide body: business 1-2-1, economy nine or ten abreast, a third of seats taken', () => {
    const { maps, offer } = mapsOf(
      'JFK',
      'LHR',
      (aircraft, owner) => owner === 'BA' && ['77W', '789', '351', '388'].includes(aircraft),
    );
    expect(maps).toHaveLength(1);
    expect(maps[0]?.segment_id).toBe(offer?.slices[0]?.segments[0]?.id);
    expect(layoutOf(cabin(maps, 'business'))).toBe('1-2-1');
    expect(['3-3-3', '3-4-3']).toContain(layoutOf(cabin(maps, 'economy')));
    expect(cabin(maps, 'economy').aisles).toBe(2);
    expect(cabin(maps, 'economy').wings).not.toBeNull();
    const economy = seatsOf(cabin(maps, 'economy'));
    const taken = economy.filter((seat) => seat.available_services.length === 0).length / economy.length;
    expect(taken).toBeGreaterThan(0.2);
    expect(taken).toBeLessThan(0.45);
    // Only the passengers' own cabin is for sale.
    expect(seatsOf(cabin(maps, 'business')).every((seat) => seat.available_services.length === 0)).toBe(true);
  });

  test('exit rows cost more, the back has free seats, lap infants get none and children no exit seat', () => {
    const { maps, offer } = mapsOf('JFK', 'LHR', (_aircraft, owner) => owner === 'BA');
    const seats = seatsOf(cabin(maps, 'economy'));
    const price = (seat: (typeof seats)[number]) => Number(seat.available_services[0]?.total_amount ?? NaN);
    const exit = seats.filter((seat) => seat.name === 'Exit row seat' && seat.available_services.length > 0);
    const ordinary = seats.filter((seat) => !seat.name && seat.available_services.length > 0);
    expect(Math.min(...exit.map(price))).toBeGreaterThan(Math.max(...ordinary.map(price)));
    expect(ordinary.some((seat) => price(seat) === 0)).toBe(true);
    const [adult, child, infant] = offer?.passengers.map((passenger) => passenger.id) ?? [];
    const buyers = new Set(seats.flatMap((seat) => seat.available_services.map((service) => service.passenger_id)));
    expect(buyers).toEqual(new Set([adult, child]));
    expect(buyers).not.toContain(infant);
    expect(exit.every((seat) => seat.available_services.every((service) => service.passenger_id !== child))).toBe(true);
    expect(exit[0]?.disclosures.length).toBeGreaterThan(0);
    const ids2 = seats.flatMap((seat) =>
      seat.available_services.map((service) => ids.readService(service.id)?.service),
    );
    expect(ids2.every((service) => service?.kind === 'seat')).toBe(true);
  });

  test('a European narrow body: 3-3 economy and business with the middle seat blocked', () => {
    const { maps } = mapsOf('LHR', 'CDG', (aircraft, owner) => owner === 'BA' && ['320', '32N'].includes(aircraft));
    expect(layoutOf(cabin(maps, 'economy'))).toBe('3-3');
    expect(cabin(maps, 'economy').aisles).toBe(1);
    const business = cabin(maps, 'business');
    const firstRow = business.rows.find((row) =>
      row.sections.some((section) => section.elements.some((element) => element.type === 'seat')),
    );
    expect(firstRow?.sections[0]?.elements.map((element) => element.type)).toEqual(['seat', 'empty', 'seat']);
    expect(
      maps[0]?.cabins
        .flatMap((candidate) => candidate.rows)
        .some((row) => row.sections.some((section) => section.elements[0]?.type === 'exit_row')),
    ).toBe(true);
  });

  test('Southwest has open seating: no seat maps', () => {
    const { maps } = mapsOf('DAL', 'HOU', (_aircraft, owner) => owner === 'WN');
    expect(maps).toEqual([]);
  });
});
