import { type SeatElement, type SeatMap } from '@portal/platform';
import { seatMapSchema } from '@portal/platform/validation';

export interface SeatMapSpec {
  segmentId: string;
  /** The offer's passenger ids: every free seat has a service for each. */
  passengerIds: string[];
  rows?: number;
  taken?: string[];
  /** Seats with a price, e.g. { '1A': '25.00' }. */
  paid?: Record<string, string>;
}

const seat = (designator: string, available: boolean, price: string, passengerIds: string[]): SeatElement => ({
  type: 'seat',
  designator,
  available,
  available_services: available ? passengerIds.map((id) => ({ id: `ase_${designator}_${id}`, passenger_id: id, total_amount: price, total_currency: 'USD' })) : [],
});

/** A valid seat map (parsed with the contract): a 3-3 economy cabin. */
export const makeSeatMap = ({ segmentId, passengerIds, rows = 3, taken = [], paid = {} }: SeatMapSpec): SeatMap =>
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
          const section = (letters: string) =>
            letters.split('').map((letter) => {
              const designator = `${index + 1}${letter}`;
              return seat(designator, !taken.includes(designator), paid[designator] ?? '0.00', passengerIds);
            });
          return { number: index + 1, sections: [{ elements: section('ABC') }, { elements: section('DEF') }] };
        }),
      },
    ],
  });
