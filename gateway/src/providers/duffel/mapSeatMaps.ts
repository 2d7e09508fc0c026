import { seatMapsResponseSchema, type SeatElement, type SeatMap } from '@portal/platform-common/contracts';
import { normaliseAmount } from '../money';
import type { DuffelSeatElement, DuffelSeatMap } from './duffelTypes';

const elementOf = (element: DuffelSeatElement): SeatElement => {
  if (element.type === 'seat' || element.type === 'restricted_seat_general') {
    // A restricted seat is shown, never sold.
    const services = element.type === 'seat' ? element.available_services : [];
    return {
      type: 'seat',
      designator: element.designator,
      ...(element.name ? { name: element.name } : {}),
      available: services.length > 0,
      available_services: services.map((service) => ({
        id: service.id,
        passenger_id: service.passenger_id,
        total_amount: normaliseAmount(service.total_amount, service.total_currency),
        total_currency: service.total_currency,
      })),
    };
  }
  return { type: element.type, available: false, available_services: [] };
};

/** Duffel rows carry no number: it is the one in the row's seat designators ('12C' → 12), if any. */
const rowNumber = (elements: SeatElement[]): number | null => {
  const designator = elements.find((element) => element.type === 'seat' && element.designator)?.designator;
  const match = designator ? /^(\d+)/.exec(designator) : null;
  return match ? Number(match[1]) : null;
};

/**
 * Duffel seat maps in the contract's shape, still at SUPPLIER seat prices. An empty list stays
 * empty: the airline sells no seats ahead on this offer.
 */
export const mapDuffelSeatMaps = (maps: DuffelSeatMap[]): SeatMap[] =>
  seatMapsResponseSchema.parse(
    maps.map((map) => ({
      id: map.id,
      slice_id: map.slice_id,
      segment_id: map.segment_id,
      cabins: map.cabins.map((cabin) => ({
        cabin_class: cabin.cabin_class,
        deck: cabin.deck,
        aisles: cabin.aisles,
        rows: cabin.rows.map((row) => {
          const sections = row.sections.map((section) => ({ elements: section.elements.map(elementOf) }));
          return { number: rowNumber(sections.flatMap((section) => section.elements)), sections };
        }),
      })),
    })),
  );
