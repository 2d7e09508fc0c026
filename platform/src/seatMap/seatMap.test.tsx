import { screen, within } from '@testing-library/react';
import { makeSeatMap, renderWithProviders } from '../testing';
import { SeatCabins, SeatLegend, SelectableSeat, ShownSeat } from '.';

const seatMap = makeSeatMap({ rows: 2, exitRows: [2] });
const seatOf = (designator: string) =>
  seatMap.cabins[0]!.rows.flatMap((row) => row.sections.flatMap((section) => section.elements)).find(
    (element) => element.designator === designator,
  )!;

describe('the seat map kit', () => {
  test('a shown seat is a disabled button with its name; a selectable one a toggle, disabled only when taken', () => {
    const onSelect = jest.fn();
    renderWithProviders(
      <>
        <ShownSeat
          seat={seatOf('1A')}
          look="paid"
          price={{ amount: 25, currency: 'USD' }}
          description="Seat 1A, paid seat, $25"
        />
        <SelectableSeat
          seat={seatOf('1B')}
          look="mine"
          price={null}
          description="Seat 1B, selected"
          onSelect={onSelect}
        />
        <SelectableSeat
          seat={seatOf('1C')}
          look="taken"
          price={null}
          description="Seat 1C, taken"
          onSelect={onSelect}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Seat 1A, paid seat, $25' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Seat 1A, paid seat, $25' })).toHaveTextContent('$25');
    expect(screen.getByRole('button', { name: 'Seat 1B, selected' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Seat 1B, selected' })).toHaveTextContent('✓');
    screen.getByRole('button', { name: 'Seat 1B, selected' }).click();
    expect(onSelect).toHaveBeenCalledWith(seatOf('1B'));
    expect(screen.getByRole('button', { name: 'Seat 1C, taken' })).toBeDisabled();
  });

  test('the legend lists the looks it is given, with their marks, and the exit row when asked', () => {
    renderWithProviders(
      <SeatLegend
        entries={[
          ['available', 'Free'],
          ['mine', 'Selected'],
        ]}
        exitRow
      />,
    );
    const legend = within(screen.getByRole('list', { name: 'Seat legend' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['AFree', '✓Selected', 'Exit row']);
  });

  test('shown maps mark exit rows; maps to select from keep plain row names', () => {
    const seat = () => <span>seat</span>;
    const { unmount } = renderWithProviders(<SeatCabins seatMap={seatMap} mode="show" renderSeat={seat} />);
    expect(screen.getByText('Economy')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Row 2 (exit row)' })).toHaveAttribute('data-exit-row', 'true');
    unmount();
    renderWithProviders(<SeatCabins seatMap={seatMap} mode="select" renderSeat={seat} />);
    expect(screen.getByRole('group', { name: 'Row 2' })).not.toHaveAttribute('data-exit-row');
    expect(within(screen.getByRole('group', { name: 'Row 1' })).getAllByText('seat')).toHaveLength(6);
  });
});
