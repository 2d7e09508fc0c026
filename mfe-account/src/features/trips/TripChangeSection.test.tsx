import { screen } from '@testing-library/react';
import type { Trip } from '@portal/platform';
import { daysFromToday, renderWithProviders } from '@portal/platform/testing';
import { makeTrip } from '../../testing/tripFixtures';
import { TripChangeSection } from './TripChangeSection';

/** The fixture's trip, leaving in `days`, of a fare that allows changes or not. */
const tripLeavingIn = (days: number, conditions: Record<string, unknown>, overrides: Partial<Trip> = {}): Trip => {
  const trip = makeTrip(overrides);
  const data = trip.bookingData!;
  const [first, ...rest] = data.slices;
  return {
    ...trip,
    bookingData: {
      ...data,
      slices: [{ ...first!, departure_time: `${daysFromToday(days)}T18:30:00` }, ...rest],
      conditions: { ...data.conditions, ...conditions },
    },
  };
};

const changeLink = () => screen.queryByRole('link', { name: 'Change Flights' });

describe("a trip's Change Flights", () => {
  test("a confirmed booking of a changeable fare links to the booking module's change page", () => {
    const trip = tripLeavingIn(20, { changeable: true });
    renderWithProviders(<TripChangeSection trip={trip} />);

    expect(changeLink()).toHaveAttribute('href', `/booking/change/${trip.id}`);
    expect(screen.getByText(/Within 24 hours of booking a change has no service fee/)).toBeInTheDocument();
  });

  test.each([
    ['a fare that does not allow changes', tripLeavingIn(20, { changeable: false })],
    ['a fare that says nothing about changes', tripLeavingIn(20, {})],
    ['a cancelled booking', tripLeavingIn(20, { changeable: true }, { status: 'cancelled' })],
    ['a trip that has left', tripLeavingIn(-1, { changeable: true })],
  ])('%s offers no change', (_name, trip) => {
    renderWithProviders(<TripChangeSection trip={trip} />);
    expect(changeLink()).not.toBeInTheDocument();
  });
});
