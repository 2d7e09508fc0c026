import type { Trip } from '@portal/platform';
import { tripSchema } from '@portal/platform/validation';
import {
  canChange,
  changeRequestOf,
  checkNewDates,
  DATE_MISSING,
  DATE_PAST,
  DATES_OUT_OF_ORDER,
  flightsOf,
  freeChangeUntil,
  NOTHING_CHANGED,
} from './changeDates';

const place = (iata_code: string) => ({ iata_code, city_name: iata_code });
const slice = (origin: string, destination: string, departs: string) => ({
  origin: place(origin),
  destination: place(destination),
  departure_time: departs,
  segments: [],
});
const trip = (
  overrides: Record<string, unknown> = {},
  conditions: Record<string, unknown> = { changeable: true },
): Trip =>
  tripSchema.parse({
    id: 'bk_1',
    status: 'confirmed',
    totalAmount: '500.00',
    createdAt: '2026-12-01T10:00:00.000Z',
    bookingData: {
      slices: [slice('JFK', 'LHR', '2027-01-10T18:30:00'), slice('LHR', 'JFK', '2027-01-17T09:10:00')],
      passengers: [],
      conditions: { cancellation_options: [], ...conditions },
    },
    ...overrides,
  });

const flights = flightsOf(trip());
const TODAY = '2026-12-02';

describe('the new dates of a change', () => {
  test('each booked flight keeps its airports and starts from its booked date', () => {
    expect(flights).toEqual([
      { origin: 'JFK', destination: 'LHR', bookedDate: '2027-01-10' },
      { origin: 'LHR', destination: 'JFK', bookedDate: '2027-01-17' },
    ]);
  });

  test.each([
    [
      ['', '2027-01-17'],
      [DATE_MISSING, null],
    ],
    [
      ['2027-02-30', '2027-03-01'],
      [DATE_MISSING, null],
    ],
    [
      ['2026-12-01', '2027-01-17'],
      [DATE_PAST, null],
    ],
    [
      ['2027-01-20', '2027-01-18'],
      [null, DATES_OUT_OF_ORDER],
    ],
  ])('%p: %p', (dates, perFlight) => {
    expect(checkNewDates(flights, dates, TODAY).perFlight).toEqual(perFlight);
  });

  test('a return on the same day as the new outbound is allowed; the booked dates unchanged are not a change', () => {
    expect(checkNewDates(flights, ['2027-01-17', '2027-01-17'], TODAY)).toEqual({
      perFlight: [null, null],
      form: null,
    });
    expect(checkNewDates(flights, ['2027-01-10', '2027-01-17'], TODAY).form).toBe(NOTHING_CHANGED);
  });

  test('the request asks for the same airports on the new dates, in the booking order', () => {
    expect(changeRequestOf(flights, ['2027-01-12', '2027-01-19'])).toEqual({
      slices: [
        { origin: 'JFK', destination: 'LHR', departureDate: '2027-01-12' },
        { origin: 'LHR', destination: 'JFK', departureDate: '2027-01-19' },
      ],
    });
  });
});

describe('which bookings can change, and until when our fee is waived', () => {
  const now = new Date('2026-12-01T20:00:00.000Z');

  test('a confirmed booking of a changeable fare before its first flight', () => {
    expect(canChange(trip(), now)).toBe(true);
    expect(canChange(trip({}, { changeable: false }), now)).toBe(false);
    expect(canChange(trip({}, {}), now)).toBe(false);
    expect(canChange(trip({ status: 'cancelled' }), now)).toBe(false);
    expect(canChange(trip(), new Date('2027-01-10T12:00:00.000Z'))).toBe(false);
  });

  test('free of our fee for 24 hours from booking, then not', () => {
    expect(freeChangeUntil(trip(), now)).toEqual(new Date('2026-12-02T10:00:00.000Z'));
    expect(freeChangeUntil(trip(), new Date('2026-12-02T10:00:00.000Z'))).toBeNull();
    expect(freeChangeUntil(trip({ createdAt: undefined }), now)).toBeNull();
  });
});
