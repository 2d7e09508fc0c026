import { type Trip } from '@portal/platform';
import { tripSchema } from '@portal/platform/validation';

const place = (iata_code: string, city_name: string) => ({ iata_code, city_name, name: `${city_name} Airport` });

/** A confirmed round trip New York → London for an adult and a child, as the gateway lists it. */
export const makeTrip = (overrides: Partial<Trip> = {}): Trip =>
  tripSchema.parse({
    id: '7d3f2c1e-0000-4000-8000-000000000001',
    status: 'confirmed',
    duffelBookingId: 'QX7K2M',
    bookingReference: 'QX7K2M',
    totalAmount: '1234.00',
    totalCurrency: 'USD',
    cancellable: true,
    refundAmount: null,
    cancelledAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    bookingData: {
      slices: [
        {
          id: 'sli_1',
          origin: place('JFK', 'New York'),
          destination: place('LHR', 'London'),
          departure_time: '2026-12-20T18:30:00',
          arrival_time: '2026-12-21T06:45:00',
          segments: [
            {
              id: 'seg_1',
              departing_at: '2026-12-20T18:30:00',
              arriving_at: '2026-12-21T06:45:00',
              origin: place('JFK', 'New York'),
              destination: place('LHR', 'London'),
            },
          ],
        },
        {
          id: 'sli_2',
          origin: place('LHR', 'London'),
          destination: place('JFK', 'New York'),
          departure_time: '2027-01-03T09:10:00',
          arrival_time: '2027-01-03T16:20:00',
          segments: [
            {
              id: 'seg_2',
              departing_at: '2027-01-03T09:10:00',
              arriving_at: '2027-01-03T11:00:00',
              origin: place('LHR', 'London'),
              destination: place('DUB', 'Dublin'),
            },
            {
              id: 'seg_3',
              departing_at: '2027-01-03T12:30:00',
              arriving_at: '2027-01-03T16:20:00',
              origin: place('DUB', 'Dublin'),
              destination: place('JFK', 'New York'),
            },
          ],
        },
      ],
      passengers: [
        { id: 'pas_1', given_name: 'Ada', family_name: 'Lovelace', type: 'adult' },
        { id: 'pas_2', given_name: 'Byron', family_name: 'Lovelace', type: 'child' },
      ],
      conditions: {
        cancellation_options: [
          { type: 'refund_before_departure', allowed: true, penalty_amount: null, penalty_currency: null },
        ],
      },
      total_amount: '1234.00',
      total_currency: 'USD',
    },
    ...overrides,
  });
