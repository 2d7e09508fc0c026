import { screen, within } from '@testing-library/react';
import { renderWithProviders, makeOffer } from '@portal/platform/testing';
import type { FareOption } from '@portal/platform';
import type { SearchCriteria } from '../search-params';
import { FlightCard } from './FlightCard';

const criteria: SearchCriteria = {
  origin: 'JFK',
  destination: 'LAX',
  departureDate: '2026-12-01',
  returnDate: '2026-12-08',
  cabinClass: 'business',
  adultsCount: 2,
  childrenCount: 1,
  infantsCount: 0,
  tripType: 'round-trip',
};

const renderCard = (offer = makeOffer()) =>
  renderWithProviders(<FlightCard offer={offer} criteria={criteria} />, { route: '/search' });
const slice = (label: string) => within(screen.getByRole('group', { name: label }));

describe('FlightCard', () => {
  test('shows the outbound times, dates, airports, duration and price for all travellers', () => {
    renderCard(
      makeOffer({
        total_amount: '1234.56',
        outbound: { departing: '2026-12-01T07:05:00', arriving: '2026-12-01T10:20:00', duration: 'PT6H15M' },
      }),
    );

    const outbound = slice('Outbound');
    expect(outbound.getByText('07:05')).toBeInTheDocument();
    expect(outbound.getByText('10:20')).toBeInTheDocument();
    expect(outbound.getAllByText('Tue, Dec 1')).toHaveLength(2);
    expect(outbound.getByText('JFK')).toBeInTheDocument();
    expect(outbound.getByText(/New York/)).toBeInTheDocument();
    expect(outbound.getByText('LAX')).toBeInTheDocument();
    expect(outbound.getByText(/Los Angeles/)).toBeInTheDocument();
    expect(outbound.getByText('6h 15m')).toBeInTheDocument();
    expect(outbound.getByText('Direct')).toBeInTheDocument();
    expect(screen.getByTestId('offer-price')).toHaveTextContent('$1,235');
    expect(screen.getByText('total for all travellers')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Return' })).not.toBeInTheDocument();
  });

  test('shows the return slice second, with stops as 1 Stop and 2 Stops', () => {
    renderCard(
      makeOffer({ outbound: { via: ['ORD'] }, inbound: { via: ['ORD', 'DFW'], departing: '2026-12-08T21:40:00' } }),
    );

    expect(slice('Outbound').getByText('1 Stop')).toBeInTheDocument();
    expect(slice('Return').getByText('2 Stops')).toBeInTheDocument();
    expect(slice('Return').getByText('21:40')).toBeInTheDocument();
    expect(slice('Return').getAllByText('Tue, Dec 8').length).toBeGreaterThan(0);
  });

  test('shows the airline logo and name, or Multiple Airlines for several carriers', () => {
    const { unmount } = renderCard(makeOffer({ outbound: { carrier: 'DL' } }));
    expect(screen.getByRole('img', { name: 'Delta Air Lines' })).toHaveAttribute('src', '/airline-logos/DL.svg');
    expect(screen.getByText('Delta Air Lines')).toBeInTheDocument();
    unmount();

    renderCard(makeOffer({ outbound: { carrier: ['UA', 'LH'], via: ['FRA'] } }));
    expect(screen.getByText('Multiple Airlines')).toBeInTheDocument();
    expect(screen.queryByText('United Airlines')).not.toBeInTheDocument();
  });

  test('a Refundable badge only when the conditions say so', () => {
    const { unmount } = renderCard(makeOffer());
    expect(screen.queryByText('Refundable')).not.toBeInTheDocument();
    unmount();

    renderCard(
      makeOffer({ conditions: { refundable: true, changeable: true, refund_penalty: null, change_penalty: null } }),
    );
    expect(screen.getByText('Refundable')).toBeInTheDocument();
  });

  test("a missing or invalid date shows 'N/A'", () => {
    renderCard(makeOffer({ outbound: { departing: '2026-12-01T07:05:00', arriving: 'not a date' } }));
    expect(slice('Outbound').getAllByText('N/A')).toHaveLength(2);
    expect(slice('Outbound').getByText('07:05')).toBeInTheDocument();
  });

  test('an offer without outbound segments shows nothing', () => {
    const offer = makeOffer();
    const empty = { ...offer, slices: [{ ...offer.slices[0]!, segments: [] }] };
    renderCard(empty);
    expect(screen.queryByTestId('offer-card')).not.toBeInTheDocument();
  });

  test('View Details opens /flight/{id} with the search as from_ parameters', async () => {
    const { user, router } = renderCard(makeOffer({ id: 'off_42' }));
    await user.click(screen.getByRole('button', { name: 'View Details' }));

    expect(router.state.location.pathname).toBe('/flight/off_42');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from_origin: 'JFK',
      from_destination: 'LAX',
      from_departureDate: '2026-12-01',
      from_returnDate: '2026-12-08',
      from_cabinClass: 'business',
      from_adults: '2',
      from_children: '1',
      from_infants: '0',
      from_tripType: 'round-trip',
    });
  });

  describe('fares of the same flights', () => {
    const fare = (offer_id: string, name: string, total: string, more: Partial<FareOption> = {}): FareOption => ({
      offer_id,
      fare_brand_name: name,
      total_amount: total,
      total_currency: 'USD',
      refundable: false,
      changeable: false,
      checked_bags: 0,
      carry_on_bags: 1,
      ...more,
    });
    const fares = [
      fare('off_basic', 'Economy Basic', '900.00'),
      fare('off_standard', 'Economy Standard', '1080.00', { changeable: true, checked_bags: 1 }),
      fare('off_flex', 'Economy Flex', '1500.00', { changeable: true, refundable: true, checked_bags: 2 }),
    ];
    const renderFares = (perPerson = false) =>
      renderWithProviders(
        <FlightCard
          offer={makeOffer({ id: 'off_basic', total_amount: '900.00' })}
          criteria={criteria}
          fares={fares}
          perPerson={perPerson}
        />,
        { route: '/search' },
      );

    test('one card lists each fare by its brand name with its price and what it includes', () => {
      renderFares();

      const options = within(screen.getByRole('list', { name: 'Fares' }))
        .getAllByTestId('fare-option')
        .map((option) => option.textContent);
      expect(options).toEqual([
        expect.stringMatching(/^Economy Basic\$900No checked bag, 1 carry-on · No changes · Non-refundable/),
        expect.stringMatching(/^Economy Standard\$1,0801 checked bag, 1 carry-on · Changeable · Non-refundable/),
        expect.stringMatching(/^Economy Flex\$1,5002 checked bags, 1 carry-on · Changeable · Refundable/),
      ]);
      expect(screen.getByText('3 fares for these flights')).toBeInTheDocument();
      expect(screen.getByTestId('offer-price')).toHaveTextContent('$900');
    });

    test("each fare can be chosen: it opens that fare's offer", async () => {
      const { user, router } = renderFares();

      await user.click(screen.getByRole('button', { name: 'Select Economy Flex $1,500' }));

      expect(router.state.location.pathname).toBe('/flight/off_flex');
    });

    test("the bag allowance of the fare the card's price is for is on the card", () => {
      renderFares();

      expect(screen.getByTestId('bag-allowance')).toHaveTextContent(
        'Bags per traveller with Economy Basic: 1 checked bag, 1 carry-on',
      );
    });

    test('per person, every price is divided by the travellers', () => {
      renderFares(true);

      expect(screen.getByTestId('offer-price')).toHaveTextContent('$300');
      expect(screen.getAllByTestId('fare-price').map((price) => price.textContent)).toEqual(['$300', '$360', '$500']);
      expect(screen.getByText('per person (total ÷ 3 travellers)')).toBeInTheDocument();
    });
  });
});
