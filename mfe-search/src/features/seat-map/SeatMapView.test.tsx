import { screen, within } from '@testing-library/react';
import { makeSeatMap, renderWithProviders } from '@portal/platform/testing';
import { SeatMapView } from './SeatMapView';

describe('SeatMapView', () => {
  const renderMap = () =>
    renderWithProviders(
      <SeatMapView
        title="JFK → LAX · AA 100"
        seatMap={makeSeatMap({ rows: 3, taken: ['1B'], paid: { '1A': '25.00' }, exitRows: [2] })}
      />,
    );

  test('draws a row per cabin row with an aisle between the sections', () => {
    renderMap();
    expect(screen.getByRole('heading', { name: 'JFK → LAX · AA 100' })).toBeInTheDocument();
    expect(screen.getByText('Economy')).toBeInTheDocument();
    const rows = screen.getAllByTestId('seat-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getAllByTestId('seat-section')).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('button')).toHaveLength(6);
  });

  test('shows free, paid (with its price) and taken seats, all read-only', () => {
    renderMap();
    const paid = screen.getByRole('button', { name: 'Seat 1A, paid seat, $25' });
    expect(paid).toBeDisabled();
    expect(paid).toHaveTextContent('$25');
    expect(paid.parentElement).toHaveAttribute('title', 'Seat 1A, paid seat, $25');
    expect(screen.getByRole('button', { name: 'Seat 1B, taken' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Seat 1C, available, free' })).toBeDisabled();
  });

  test('a seat shows its status by a mark, not by colour alone: its letter, its price or a cross', () => {
    renderMap();
    expect(screen.getByRole('button', { name: 'Seat 1C, available, free' })).toHaveTextContent(/^C$/);
    expect(screen.getByRole('button', { name: 'Seat 1A, paid seat, $25' })).toHaveTextContent('$25');
    expect(screen.getByRole('button', { name: 'Seat 1B, taken' })).toHaveTextContent(/^✕$/);
  });

  test('marks exit rows and explains the colours in a legend', () => {
    renderMap();
    expect(screen.getByRole('group', { name: 'Row 2 (exit row)' })).toHaveAttribute('data-exit-row', 'true');
    expect(screen.getByRole('group', { name: 'Row 1' })).not.toHaveAttribute('data-exit-row');
    const legend = within(screen.getByRole('list', { name: 'Seat legend' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AAvailable',
      '$Paid seat',
      '✕Taken',
      'Exit row',
    ]);
  });
});
