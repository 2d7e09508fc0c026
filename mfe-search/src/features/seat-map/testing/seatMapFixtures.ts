import { type SeatElement, type SeatMap } from '@portal/platform';
import { seatMapSchema } from '@portal/platform/validation';

const seat = (designator: string, available: boolean, price = '0.00'): SeatElement => ({
  type: 'seat',
  designator,
  available,
  available_services: available ? [{ id: `ase_${designator}`, passenger_id: 'pas_1', total_amount: price, total_currency: 'USD' }] : [],
});

export interface SeatMapSpec {
  segmentId?: string;
  rows?: number;
  /** Seats that are taken, e.g. ['1B']. */
  taken?: string[];
  /** Seats with a price, e.g. { '1A': '25.00' }. */
  paid?: Record<string, string>;
  exitRows?: number[];
}

/** A valid seat map (parsed with the contract): an A321-like 3-3 economy cabin. */
export const makeSeatMap = ({ segmentId = 'seg_1', rows = 4, taken = [], paid = {}, exitRows = [] }: SeatMapSpec = {}): SeatMap =>
  seatMapSchema.parse({
    id: `sea_${segmentId}`,
    slice_id: 'sli_1',
    segment_id: segmentId,
    cabins: [
      {
        cabin_class: 'economy',
        deck: 0,
        aisles: 1,
        rows: Array.from({ length: rows }, (_, index) => {
          const number = index + 1;
          const exit: SeatElement[] = exitRows.includes(number) ? [{ type: 'exit_row', available: false, available_services: [] }] : [];
          const section = (letters: string) =>
            letters.split('').map((letter) => {
              const designator = `${number}${letter}`;
              return seat(designator, !taken.includes(designator), paid[designator]);
            });
          return { number, sections: [{ elements: [...exit, ...section('ABC')] }, { elements: [...section('DEF'), ...exit] }] };
        }),
      },
    ],
  });
