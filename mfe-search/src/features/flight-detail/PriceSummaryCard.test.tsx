import { screen } from '@testing-library/react';
import { renderWithProviders, makeOffer } from '@portal/platform/testing';
import { PriceSummaryCard } from './PriceSummaryCard';
import { FareRulesTab } from './FareRulesTab';

const party = [
  { id: 'p1', type: 'adult' as const },
  { id: 'p2', type: 'adult' as const },
  { id: 'p3', type: 'child' as const },
];

describe('the flight detail price summary', () => {
  test("itemises the airline's base fare, the taxes and the brand's service fee, which add up to the total to the cent", () => {
    renderWithProviders(
      <PriceSummaryCard
        offer={makeOffer({
          total_amount: '3139.91',
          base_amount: '2200.00',
          tax_amount: '352.77',
          service_fee_amount: '587.14',
          passengers: party,
        })}
      />,
    );

    expect(screen.getByTestId('price-base-fare')).toHaveTextContent('$2,200.00');
    expect(screen.getByTestId('price-taxes')).toHaveTextContent('$352.77');
    expect(screen.getByText('Our service fee')).toBeInTheDocument();
    expect(screen.getByTestId('price-service-fee')).toHaveTextContent('$587.14');
    expect(screen.getByTestId('price-total')).toHaveTextContent('$3,139.91');
  });

  test('shows the travellers by type and the total per traveller, labelled as an average of the party price', () => {
    renderWithProviders(
      <PriceSummaryCard
        offer={makeOffer({
          total_amount: '3139.91',
          base_amount: '2200.00',
          tax_amount: '352.77',
          service_fee_amount: '587.14',
          passengers: party,
        })}
      />,
    );

    expect(screen.getByTestId('price-per-traveller')).toHaveTextContent(
      'Total for 2 Adults, 1 Child · $1,046.64 per traveller on average',
    );
    expect(screen.getByText(/the amount per traveller is an average/)).toBeInTheDocument();
  });

  test('one traveller: no average to show', () => {
    renderWithProviders(<PriceSummaryCard offer={makeOffer({ passengers: [{ id: 'p1', type: 'adult' }] })} />);

    expect(screen.getByTestId('price-per-traveller')).toHaveTextContent(/^Total for 1 Adult$/);
  });
});

describe('the fare rules beside it', () => {
  test('a refundable fare with no airline fee still says the service fee is not refunded, by amount', () => {
    renderWithProviders(
      <FareRulesTab
        offer={makeOffer({
          total_amount: '1509.00',
          base_amount: '1100.00',
          tax_amount: '127.00',
          service_fee_amount: '282.00',
          conditions: { refundable: true, changeable: true, refund_penalty: null, change_penalty: null },
        })}
      />,
    );

    expect(screen.getByText('No airline refund fee · our service fee of $282.00 is not refunded')).toBeInTheDocument();
    expect(screen.queryByText('No refund fee')).not.toBeInTheDocument();
  });
});
