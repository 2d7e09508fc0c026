import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import type { SearchCriteria } from '../search-params/searchParams';
import { FlightCard } from './FlightCard';
import { makeOffer } from './testing/offerFixtures';

const criteria: SearchCriteria = {
  origin: 'JFK', destination: 'LAX', departureDate: '2026-12-01', returnDate: '2026-12-08', cabinClass: 'business',
  adultsCount: 2, childrenCount: 1, infantsCount: 0, tripType: 'round-trip',
};

const renderCard = (offer = makeOffer()) => renderWithProviders(<FlightCard offer={offer} criteria={criteria} />, { route: '/search' });
const slice = (label: string) => within(screen.getByRole('group', { name: label }));

describe('FlightCard', () => {
  test('shows the outbound times, dates, airports, duration and price for all travellers', () => {
    renderCard(makeOffer({ total_amount: '1234.56', outbound: { departing: '2026-12-01T07:05:00', arriving: '2026-12-01T10:20:00', duration: 'PT6H15M' } }));

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
    renderCard(makeOffer({ outbound: { via: ['ORD'] }, inbound: { via: ['ORD', 'DFW'], departing: '2026-12-08T21:40:00' } }));

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

    renderCard(makeOffer({ conditions: { refundable: true, changeable: true, refund_penalty: null, change_penalty: null } }));
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
      from_origin: 'JFK', from_destination: 'LAX', from_departureDate: '2026-12-01', from_returnDate: '2026-12-08', from_cabinClass: 'business',
      from_adults: '2', from_children: '1', from_infants: '0', from_tripType: 'round-trip',
    });
  });
});
