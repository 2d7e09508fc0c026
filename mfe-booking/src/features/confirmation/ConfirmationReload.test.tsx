import { screen } from '@testing-library/react';
import { forgetCsrfToken } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { BookingPage } from '../checkout';

const BOOKING_ID = '2b0b5a3e-4a52-4c8e-9d1e-1f6a9c0e7b21';
const ADDRESS = `/booking?offer=off_1&adults=1&children=0&infants=0&booking=${BOOKING_ID}`;

const saved = {
  id: BOOKING_ID,
  status: 'confirmed',
  duffelBookingId: 'QX7L2M',
  bookingReference: 'QX7L2M',
  totalAmount: '475.00',
  totalCurrency: 'USD',
  bookingData: {
    slices: [
      {
        origin: { iata_code: 'JFK', city_name: 'New York' },
        destination: { iata_code: 'LHR', city_name: 'London' },
        segments: [
          {
            id: 'seg_1',
            departing_at: '2026-12-01T18:00:00',
            arriving_at: '2026-12-02T06:30:00',
            origin: { iata_code: 'JFK', city_name: 'New York' },
            destination: { iata_code: 'LHR', city_name: 'London' },
          },
        ],
      },
    ],
    passengers: [{ id: 'pas_1', type: 'adult', given_name: 'Jane', family_name: 'Doe' }],
  },
  createdAt: '2026-11-25T10:00:00.000Z',
};

beforeEach(() => forgetCsrfToken());

describe('a confirmation opened again (reload)', () => {
  test('shows the booking read back from the gateway, its reference first, and no new checkout for the offer', async () => {
    const { calls } = mockGateway({ [`GET /api/bookings/${BOOKING_ID}/confirmation`]: () => json(saved) });
    renderWithProviders(<BookingPage />, { route: ADDRESS });

    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('QX7L2M');
    expect(screen.getByTestId('total-paid')).toHaveTextContent('$475');
    expect(screen.getByRole('list', { name: 'Itinerary' })).toHaveTextContent('New York (JFK) → London (LHR)');
    expect(screen.getByRole('list', { name: 'Passengers' })).toHaveTextContent('Jane Doe');
    expect(screen.queryByRole('button', { name: 'Continue to Seat Selection' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/flights/offer'))).toBe(false);
  });

  test('a booking this visitor may not read (another session, signed out) is not found, and no form to book it again', async () => {
    mockGateway({
      [`GET /api/bookings/${BOOKING_ID}/confirmation`]: () =>
        json({ message: 'Booking not found', error: 'BOOKING_NOT_FOUND' }, 404),
    });
    renderWithProviders(<BookingPage />, { route: ADDRESS });

    expect(await screen.findByText(/Booking not found/)).toBeInTheDocument();
    expect(screen.queryByTestId('booking-reference')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Seat Selection' })).not.toBeInTheDocument();
  });
});
