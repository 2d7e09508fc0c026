import { Stack, type SeatElement, type SeatMap, type SeatSelection } from '@portal/platform';
import { SeatCabins, SelectableSeat } from '@portal/platform/seat-map';
import { seatDescription, seatState, selectionAt, serviceFor } from './seatSelection';

interface SeatMapPickerProps {
  seatMap: SeatMap;
  passengerId: string | undefined;
  selections: SeatSelection[];
  /** The name of whoever holds a seat, by the offer's passenger id. */
  nameOf: (passengerId: string) => string;
  onSelect: (seat: SeatElement) => void;
}

/** One segment's cabins, row by row, with an aisle between sections; every seat selectable for the passenger being seated. */
export const SeatMapPicker = ({ seatMap, passengerId, selections, nameOf, onSelect }: SeatMapPickerProps) => {
  const renderSeat = (seat: SeatElement) => {
    const state = seatState(seat, seatMap.segment_id, passengerId, selections);
    const holder = selectionAt(selections, seatMap.segment_id, seat.designator);
    const service = serviceFor(seat, passengerId);
    const price = service && { amount: service.total_amount, currency: service.total_currency };
    return (
      <SelectableSeat
        seat={seat}
        look={state}
        price={price}
        description={seatDescription(seat, state, passengerId, holder && nameOf(holder.passengerId))}
        onSelect={onSelect}
      />
    );
  };
  return (
    <Stack spacing={2}>
      <SeatCabins seatMap={seatMap} mode="select" renderSeat={renderSeat} />
    </Stack>
  );
};
