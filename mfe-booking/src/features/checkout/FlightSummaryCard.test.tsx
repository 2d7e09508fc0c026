import { screen } from '@testing-library/react';
import { renderWithProviders, makeBookableOffer as makeOffer } from '@portal/platform/testing';
import type { SeatSelection } from '@portal/platform';
import { FlightSummaryCard } from './FlightSummaryCard';

const party = [
  { id: 'pas_1', type: 'adult' as const },
  { id: 'pas_2', type: 'adult' as const },
  { id: 'pas_3', type: 'child' as const },
];
const offer = makeOffer({
  total_amount: '3114.91',
  base_amount: '2200.00',
  tax_amount: '352.77',
  service_fee_amount: '562.14',
  passengers: party,
});
const seat: SeatSelection = {
  passengerId: 'pas_1',
  segmentId: offer.slices[0]!.segments[0]!.id,
  serviceId: 'ase_1',
  designator: '12A',
  amount: '25.00',
  currency: 'USD',
};

const renderSummary = (seats: SeatSelection[]) =>
  renderWithProviders(
    <FlightSummaryCard offer={offer} party="2 Adults, 1 Child" seats={seats} nameOf={() => 'Jane Doe'} />,
  );

describe('the booking page price summary', () => {
  test("itemises the airline's base fare, the taxes and the brand's service fee to the cent, adding up to the total", () => {
    renderSummary([]);

    expect(screen.getByTestId('summary-base')).toHaveTextContent('$2,200.00');
    expect(screen.getByTestId('summary-taxes')).toHaveTextContent('$352.77');
    expect(screen.getByText('Our service fee')).toBeInTheDocument();
    expect(screen.getByTestId('summary-service-fee')).toHaveTextContent('$562.14');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$3,114.91');
  });

  test('chosen seats are their own line and part of the total', () => {
    renderSummary([seat]);

    expect(screen.getByTestId('summary-seats')).toHaveTextContent('$25.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$3,139.91');
  });

  test('shows the travellers by type and the total per traveller as an average of the party price', () => {
    renderSummary([seat]);

    expect(screen.getByTestId('summary-passengers')).toHaveTextContent('2 Adults, 1 Child');
    expect(screen.getByTestId('summary-per-traveller')).toHaveTextContent('$1,046.64 per traveller on average');
  });
});
