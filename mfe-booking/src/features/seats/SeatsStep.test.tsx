import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlightOffer, Passenger, SeatSelection } from '@portal/platform';
import {
  json,
  makeSeatMap,
  mockGateway,
  renderWithProviders,
  makeBookableOffer as makeOffer,
} from '@portal/platform/testing';
import { FlightSummaryCard, useTravellers } from '../checkout';
import { checkoutTotal } from '../../shared/money';
import { recordToasts, toastTitles } from '../../testing/toasts';
import type { Party } from '../../shared/party';
import { SeatsStep } from './SeatsStep';

const person = (firstName: string, type: Passenger['type'] = 'adult'): Passenger => ({
  type,
  title: 'ms',
  firstName,
  lastName: 'Doe',
  gender: 'female',
  dateOfBirth: '1990-01-01',
  email: undefined,
  phone: undefined,
  passportNumber: undefined,
  passportExpiryDate: undefined,
  passportIssuingCountry: undefined,
});

const offer = makeOffer({
  roundTrip: true,
  passengers: [
    { id: 'pas_a', type: 'adult' },
    { id: 'pas_b', type: 'adult' },
    { id: 'pas_i', type: 'infant_without_seat' },
  ],
});
const party: Party = { adults: 2, children: 0, infants: 1 };
const passengers = [person('Jane'), person('John'), person('Baby', 'infant_without_seat')];
const segments = offer.slices.map((slice) => slice.segments[0]!.id);
const seatMaps = segments.map((segmentId) =>
  makeSeatMap({ segmentId, passengerIds: ['pas_a', 'pas_b'], taken: ['1B'], paid: { '1A': '25.00' } }),
);

/** The seats step as the page holds it: seats lifted up, the summary beside it, and on continuing the seats and amount the payment step gets. */
const Harness = ({
  onContinue,
  onSkip,
}: {
  onContinue: (seats: SeatSelection[], amount: string) => void;
  onSkip: () => void;
}) => {
  const [seats, setSeats] = useState<SeatSelection[]>([]);
  const travellers = useTravellers(offer as FlightOffer, party, passengers, seats);
  return (
    <>
      <SeatsStep
        offer={offer}
        passengers={travellers.seated}
        seats={seats}
        onSeatsChange={setSeats}
        onContinue={() => onContinue(seats, checkoutTotal(offer, seats))}
        onSkip={onSkip}
      />
      <FlightSummaryCard offer={offer} party="2 Adults, 1 Infant" seats={seats} nameOf={travellers.nameOf} />
    </>
  );
};

const renderSeats = (answer: () => Response) => {
  mockGateway({ 'GET /api/flights/seatmaps/off_1': answer });
  const onContinue = jest.fn();
  const onSkip = jest.fn();
  const rendered = renderWithProviders(<Harness onContinue={onContinue} onSkip={onSkip} />);
  return {
    ...rendered,
    user: userEvent.setup({ delay: null }),
    toasts: recordToasts(rendered.store),
    onContinue,
    onSkip,
  };
};

const seatMap = (route: string) => within(screen.getByRole('region', { name: `Seat map ${route}` }));
const passengerButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Selecting a seat for' })).getByRole('button', { name });

describe('SeatsStep', () => {
  test('says seats are optional and seats the first passenger by default', async () => {
    const { user, toasts } = renderSeats(() => json(seatMaps));
    expect(await screen.findByText(/Seat selection is optional/)).toBeInTheDocument();
    expect(passengerButton(/Jane Doe/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /Baby/ })).not.toBeInTheDocument();

    await user.click(seatMap('JFK → LAX').getByRole('button', { name: 'Seat 1C, available, free' }));
    expect(seatMap('JFK → LAX').getByRole('button', { name: 'Seat 1C, selected for Jane Doe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Not by colour alone: the chosen seat shows a check mark instead of its letter.
    expect(seatMap('JFK → LAX').getByRole('button', { name: 'Seat 1C, selected for Jane Doe' })).toHaveTextContent(
      /^✓$/,
    );
    expect(passengerButton(/Jane Doe/)).toHaveTextContent('Jane Doe: 1C');
    expect(toasts.at(-1)).toMatchObject({ title: 'Seat Selected', description: 'Seat 1C for Jane Doe' });
  });

  test('the passenger selector decides who gets the seat; taken seats cannot be chosen', async () => {
    const { user } = renderSeats(() => json(seatMaps));
    await user.click(await screen.findByRole('button', { name: 'Seat 1C, available, free' }));
    await user.click(passengerButton(/John Doe/));
    await user.click(screen.getByRole('button', { name: 'Seat 1D, available, free' }));
    expect(screen.getByRole('button', { name: 'Seat 1D, selected for John Doe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seat 1C, selected for Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seat 1B, taken' })).toBeDisabled();
  });

  test('a paid seat shows its price and adds it to the total', async () => {
    const { user, toasts } = renderSeats(() => json(seatMaps));
    const paid = await screen.findByRole('button', { name: 'Seat 1A, paid seat, $25' });
    expect(paid).toHaveTextContent('$25');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$450');

    await user.click(paid);
    expect(screen.getByTestId('summary-seats')).toHaveTextContent('$25');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$475');
    expect(
      within(screen.getByRole('list', { name: 'Chosen seats' })).getByText(/JFK → LAX · Seat 1A · Jane Doe · \$25/),
    ).toBeInTheDocument();
    expect(toasts.at(-1)?.description).toBe('Seat 1A for Jane Doe ($25)');
  });

  test('a seat on the first flight only: Continue to Payment goes on, and the payment total includes exactly that seat', async () => {
    const { user, toasts, onContinue } = renderSeats(() => json(seatMaps));
    await user.click(await screen.findByRole('button', { name: 'Seat 1A, paid seat, $25' }));
    expect(seatMap('JFK → LAX').getByRole('button', { name: 'Seat 1A, selected for Jane Doe' })).toBeInTheDocument();

    // Which flights and passengers have no seat is said, on the tabs, the passenger buttons and a note.
    expect(screen.getByRole('tab', { name: 'JFK → LAX, Seat 1A' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'LAX → JFK, No seat selected' })).toBeInTheDocument();
    expect(passengerButton(/John Doe/)).toHaveTextContent('John Doe: No seat selected');
    const note = within(screen.getByRole('note', { name: 'Seats left for check-in' }));
    expect(note.getByText('JFK → LAX · No seat selected for John Doe')).toBeInTheDocument();
    expect(note.getByText('LAX → JFK · No seat selected')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Chosen seats' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['JFK → LAX · Seat 1A · Jane Doe · $25']);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$475');

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onContinue).toHaveBeenCalledWith(
      [expect.objectContaining({ passengerId: 'pas_a', segmentId: segments[0], designator: '1A', amount: '25.00' })],
      '475.00',
    );
    expect(toastTitles(toasts)).not.toContain('Seat Selection Required');
  });

  test('seats on the second flight only, for one passenger of two, also go on; each flight starts with the first passenger', async () => {
    const { user, onContinue } = renderSeats(() => json(seatMaps));
    await user.click(await screen.findByRole('tab', { name: 'LAX → JFK, No seat selected' }));
    expect(passengerButton(/Jane Doe/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(passengerButton(/John Doe/));
    await user.click(seatMap('LAX → JFK').getByRole('button', { name: 'Seat 2D, available, free' }));
    expect(screen.getByRole('tab', { name: 'JFK → LAX, No seat selected' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$450');

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(onContinue).toHaveBeenCalledWith(
      [expect.objectContaining({ passengerId: 'pas_b', segmentId: segments[1], designator: '2D', amount: '0.00' })],
      '450.00',
    );
  });

  test('with a seat for everybody on every flight, no flight is listed as left for check-in', async () => {
    const { user } = renderSeats(() => json(seatMaps));
    await user.click(await screen.findByRole('button', { name: 'Seat 1C, available, free' }));
    await user.click(passengerButton(/John Doe/));
    await user.click(screen.getByRole('button', { name: 'Seat 1D, available, free' }));
    expect(screen.getByRole('note', { name: 'Seats left for check-in' })).toHaveTextContent(
      'LAX → JFK · No seat selected',
    );
    await user.click(screen.getByRole('tab', { name: 'LAX → JFK, No seat selected' }));
    await user.click(seatMap('LAX → JFK').getByRole('button', { name: 'Seat 2C, available, free' }));
    await user.click(passengerButton(/John Doe/));
    await user.click(seatMap('LAX → JFK').getByRole('button', { name: 'Seat 2D, available, free' }));
    expect(screen.getByRole('tab', { name: 'LAX → JFK, Seats 2C, 2D' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Seats left for check-in' })).not.toBeInTheDocument();
  });

  test('seat selection can be skipped', async () => {
    const { user, onSkip } = renderSeats(() => json(seatMaps));
    await user.click(await screen.findByRole('button', { name: 'Skip seat selection' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  test("when the seat maps cannot be loaded: 'Seat Selection Unavailable', and the traveller goes on without seats", async () => {
    const { user, onSkip } = renderSeats(() => json({ message: 'Upstream error', error: 'API_ERROR' }, 502));
    expect(await screen.findByText('Seat Selection Unavailable')).toBeInTheDocument();
    expect(screen.getByText(/You can continue without selecting seats/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  test('when the flight has no seat maps, it says so and the traveller goes on', async () => {
    const { user, onSkip } = renderSeats(() => json([]));
    expect(await screen.findByText('Seat maps are not available for this flight')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(onSkip).toHaveBeenCalledTimes(1));
  });
});
