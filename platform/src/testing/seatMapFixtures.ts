import { seatMapSchema, type SeatElement, type SeatMap } from '@portal/platform-common/contracts';

export interface SeatMapSpec {
  segmentId?: string;
  /** The offer's passenger ids: every free seat has a service for each. */
  passengerIds?: string[];
  rows?: number;
  /** Seats that are taken, e.g. ['1B']. */
  taken?: string[];
  /** Seats with a price, e.g. { '1A': '25.00' }; the others are free. */
  paid?: Record<string, string>;
  /** Rows with Duffel's exit_row elements at both ends. */
  exitRows?: number[];
}

const seat = (designator: string, available: boolean, price: string, passengerIds: string[]): SeatElement => ({
  type: 'seat',
  designator,
  available,
  available_services: available
    ? passengerIds.map((id) => ({
        id: `ase_${designator}_${id}`,
        passenger_id: id,
        total_amount: price,
        total_currency: 'USD',
      }))
    : [],
});

/** A valid seat map (parsed with the contract): an A321-like 3-3 economy cabin, segment seg_1 and passenger pas_1 unless told. */
export const makeSeatMap = ({
  segmentId = 'seg_1',
  passengerIds = ['pas_1'],
  rows = 3,
  taken = [],
  paid = {},
  exitRows = [],
}: SeatMapSpec = {}): SeatMap =>
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
          const exit: SeatElement[] = exitRows.includes(number)
            ? [{ type: 'exit_row', available: false, available_services: [] }]
            : [];
          const section = (letters: string) =>
            letters.split('').map((letter) => {
              const designator = `${number}${letter}`;
              return seat(designator, !taken.includes(designator), paid[designator] ?? '0.00', passengerIds);
            });
          return {
            number,
            sections: [{ elements: [...exit, ...section('ABC')] }, { elements: [...section('DEF'), ...exit] }],
          };
        }),
      },
    ],
  });
