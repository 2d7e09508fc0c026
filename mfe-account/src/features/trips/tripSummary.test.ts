import { type Trip } from '@portal/platform';
import { tripSchema } from '@portal/platform/validation';
import { canCancel, groupTrips, passengerCountLabel, routeTitle, sliceLabel, tabOf, tripTypeOf } from './tripSummary';
import { makeTrip } from '../../testing/tripFixtures';

describe('trip summaries', () => {
  test('Upcoming holds pending and confirmed, Past completed, Cancelled cancelled; failed checkouts nowhere', () => {
    const trips = (['pending', 'confirmed', 'completed', 'cancelled', 'failed'] as const).map((status) =>
      makeTrip({ id: status, status }),
    );
    const groups = groupTrips(trips);
    expect(groups.upcoming.map((trip) => trip.id)).toEqual(['pending', 'confirmed']);
    expect(groups.past.map((trip) => trip.id)).toEqual(['completed']);
    expect(groups.cancelled.map((trip) => trip.id)).toEqual(['cancelled']);
    expect(tabOf({ status: 'failed' })).toBeNull();
  });

  test('the card reads city to city, Round Trip or One Way, and the passenger count', () => {
    const roundTrip = makeTrip();
    expect(routeTitle(roundTrip)).toBe('New York to London');
    expect(tripTypeOf(roundTrip)).toBe('Round Trip');
    expect(passengerCountLabel(roundTrip)).toBe('2 passengers');
    const oneWay = makeTrip({
      bookingData: {
        ...roundTrip.bookingData,
        slices: roundTrip.bookingData?.slices.slice(0, 1) ?? [],
      } as Trip['bookingData'],
    });
    expect(tripTypeOf(oneWay)).toBe('One Way');
  });

  test('a multi-city trip is named as such, its route stop by stop, its flights Flight 1, 2, 3', () => {
    const place = (iata_code: string, city_name: string) => ({ iata_code, city_name });
    const flight = (from: [string, string], to: [string, string]) => ({
      origin: place(...from),
      destination: place(...to),
      segments: [],
    });
    const NYC: [string, string] = ['JFK', 'New York'];
    const LON: [string, string] = ['LHR', 'London'];
    const PAR: [string, string] = ['CDG', 'Paris'];
    const ROM: [string, string] = ['FCO', 'Rome'];
    const withSlices = (slices: ReturnType<typeof flight>[]) =>
      makeTrip({ bookingData: { ...makeTrip().bookingData, slices } as Trip['bookingData'] });

    const chained = withSlices([flight(NYC, LON), flight(LON, PAR), flight(PAR, NYC)]);
    expect(tripTypeOf(chained)).toBe('Multi-City');
    expect(routeTitle(chained)).toBe('New York to London to Paris to New York');
    expect(sliceLabel(1, 'Multi-City')).toBe('Flight 2');

    const openJaw = withSlices([flight(NYC, LON), flight(PAR, ROM)]);
    expect(tripTypeOf(openJaw)).toBe('Multi-City');
    expect(routeTitle(openJaw)).toBe('New York to London, Paris to Rome');

    // Back into another airport of the city it left is still a round trip.
    const home = withSlices([flight(NYC, LON), flight(LON, ['LGA', 'New York'])]);
    expect(tripTypeOf(home)).toBe('Round Trip');
    expect(routeTitle(home)).toBe('New York to London');
    expect(sliceLabel(1, 'Round Trip')).toBe('Return');
  });

  test('Cancel is offered only for a confirmed booking with cancellation options, and the gateway can say no', () => {
    expect(canCancel(makeTrip({ cancellable: undefined }))).toBe(true);
    expect(canCancel(makeTrip({ status: 'pending', cancellable: undefined }))).toBe(false);
    expect(canCancel(makeTrip({ cancellable: false }))).toBe(false);
    const noOptions = makeTrip({ cancellable: undefined });
    noOptions.bookingData = {
      ...noOptions.bookingData,
      conditions: { cancellation_options: [] },
    } as Trip['bookingData'];
    expect(canCancel(noOptions)).toBe(false);
  });

  test('bookingData sent as a JSON string is parsed; unreadable text is no itinerary', () => {
    const trip = makeTrip();
    const parsed = tripSchema.parse({ ...trip, bookingData: JSON.stringify(trip.bookingData) });
    expect(parsed.bookingData?.slices[0]?.origin.iata_code).toBe('JFK');
    expect(tripSchema.parse({ ...trip, bookingData: '{not json' }).bookingData).toBeNull();
    expect(tripSchema.parse({ ...trip, totalCurrency: undefined }).totalCurrency).toBe('USD');
  });
});
