import { screen, within } from '@testing-library/react';
import { makeOffer, makeSlice, renderWithProviders } from '@portal/platform/testing';
import type { SearchCriteria } from '../search-params';
import { FlightCard } from './FlightCard';
import { dateSummary, routeLabel } from './resultsLabels';

const criteria: SearchCriteria = {
  origin: 'JFK',
  destination: 'JFK',
  departureDate: '2026-12-01',
  cabinClass: 'economy',
  adultsCount: 1,
  childrenCount: 0,
  infantsCount: 0,
  tripType: 'one-way',
  flights: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-01' },
    { origin: 'LAX', destination: 'ORD', departureDate: '2026-12-05' },
    { origin: 'ORD', destination: 'JFK', departureDate: '2026-12-09' },
  ],
};

describe('a multi-city trip in the results', () => {
  test('a card shows every flight in order, numbered, none of them called Outbound or Return', () => {
    const offer = makeOffer({
      slices: [
        makeSlice({ from: 'JFK', to: 'LAX', departing: '2026-12-01T08:00:00' }),
        makeSlice({ from: 'LAX', to: 'ORD', via: ['DFW'], departing: '2026-12-05T09:10:00' }),
        makeSlice({ from: 'ORD', to: 'JFK', departing: '2026-12-09T17:45:00' }),
      ],
    });

    renderWithProviders(<FlightCard offer={offer} criteria={criteria} />, { route: '/search' });

    const flight = (n: number) => within(screen.getByRole('group', { name: `Flight ${n}` }));
    expect(flight(1).getByText('08:00')).toBeInTheDocument();
    expect(flight(2).getByText('09:10')).toBeInTheDocument();
    expect(flight(2).getByText('1 Stop')).toBeInTheDocument();
    expect(flight(3).getByText('17:45')).toBeInTheDocument();
    expect(flight(3).getByText('ORD')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Outbound' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Return' })).not.toBeInTheDocument();
  });

  test('the header names every stop and every date', () => {
    expect(routeLabel(criteria)).toBe('JFK → LAX → ORD → JFK');
    expect(dateSummary(criteria)).toBe('Dec 01, 2026 · Dec 05, 2026 · Dec 09, 2026');
  });
});
