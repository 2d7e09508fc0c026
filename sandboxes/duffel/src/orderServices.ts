import type { OfferAvailableServiceBaggage, SeatMap } from './duffelTypes';
import { duffelError, validationError } from './errors';
import { centsOf } from './money';
import type { CreateOrderBody } from './orderBody';
import type { StoredOffer } from './offerStore';
import type { SandboxIds } from './sandboxIds';
import { seatMapsFor } from './seatMaps';
import { baggageServices } from './services';

/** A service the order books, priced from the offer it belongs to. */
export interface BookedService {
  type: 'baggage' | 'seat';
  passengerId: string;
  /** The offer's segment ids it applies to (the order gives them its own ids) */
  segmentIds: string[];
  quantity: number;
  unitCents: number;
  metadata:
    OfferAvailableServiceBaggage['metadata'] | { designator: string; disclosures: string[]; name: string | null };
}

const seatTaken = (designator: string, index: number) =>
  duffelError(422, {
    type: 'validation_error',
    code: 'validation_error',
    title: 'Seat already taken',
    message: `services.${index}.id: seat ${designator} is already chosen on that flight in this order; choose one seat per passenger per flight.`,
    source: { field: 'id', pointer: `/services/${index}/id` },
  });

/**
 * The services of an order body, each read back from its id (which names its offer, passenger
 * and what it sells) and checked against what the offer sells now: its own offer's baggage or
 * seat, a quantity the airline allows, one seat per passenger per flight and no seat twice.
 */
export const resolveServices = (
  stored: StoredOffer,
  ids: SandboxIds,
  services: NonNullable<CreateOrderBody['services']>,
): BookedService[] => {
  const offer = stored.generated.offers[stored.index];
  if (!offer || services.length === 0) return [];
  const segments = offer.slices.flatMap((slice) => slice.segments);
  let bags: OfferAvailableServiceBaggage[] | null = null;
  let seatMaps: SeatMap[] | null = null;
  const booked: BookedService[] = [];
  const bagIndex = new Map<string, BookedService>();
  const seatsTaken = new Set<string>();
  const seatedOn = new Set<string>();

  services.forEach((requested, i) => {
    const pointer = `/services/${i}/id`;
    const decoded = ids.readService(requested.id);
    if (!decoded)
      throw validationError(`services.${i}.id: '${requested.id}' is not a service id this API issued.`, 'id', pointer);
    if (decoded.offerId !== offer.id)
      throw validationError(`services.${i}.id: the service belongs to another offer.`, 'id', pointer);
    const { service } = decoded;
    const passenger = offer.passengers[service.passenger];
    if (!passenger)
      throw validationError(`services.${i}.id: the service names no passenger of this offer.`, 'id', pointer);

    if (service.kind === 'baggage') {
      bags ??= baggageServices(stored, ids);
      const slice = offer.slices[service.slice];
      const match = bags.find(
        (bag) =>
          bag.passenger_ids[0] === passenger.id &&
          bag.metadata.type === service.bag &&
          slice !== undefined &&
          bag.segment_ids.join() === slice.segments.map((segment) => segment.id).join(),
      );
      if (!match) throw validationError(`services.${i}.id: the offer no longer sells this bag.`, 'id', pointer);
      const key = `${service.passenger}:${service.slice}:${service.bag}`;
      const existing = bagIndex.get(key);
      const quantity = (existing?.quantity ?? 0) + requested.quantity;
      if (quantity > match.maximum_quantity) {
        throw validationError(
          `services.${i}.quantity: at most ${match.maximum_quantity} of this bag per passenger and slice.`,
          'quantity',
          `/services/${i}/quantity`,
        );
      }
      if (existing) {
        existing.quantity = quantity;
        return;
      }
      const bag: BookedService = {
        type: 'baggage',
        passengerId: passenger.id,
        segmentIds: match.segment_ids,
        quantity,
        unitCents: centsOf(match.total_amount),
        metadata: match.metadata,
      };
      bagIndex.set(key, bag);
      booked.push(bag);
      return;
    }

    if (requested.quantity !== 1)
      throw validationError(
        `services.${i}.quantity: a seat is booked with quantity 1.`,
        'quantity',
        `/services/${i}/quantity`,
      );
    const segment = segments[service.segment];
    seatMaps ??= seatMapsFor(stored, ids);
    const map = seatMaps.find((candidate) => candidate.segment_id === segment?.id);
    const designator = `${service.row}${service.column}`;
    const element = map?.cabins
      .flatMap((cabin) => cabin.rows.flatMap((row) => row.sections.flatMap((section) => section.elements)))
      .find((candidate) => candidate.type === 'seat' && candidate.designator === designator);
    const sale =
      element?.type === 'seat'
        ? element.available_services.find((candidate) => candidate.passenger_id === passenger.id)
        : undefined;
    if (!segment || !element || element.type !== 'seat' || !sale) {
      throw validationError(`services.${i}.id: seat ${designator} is not for sale to this passenger.`, 'id', pointer);
    }
    if (seatsTaken.has(`${segment.id}:${designator}`)) throw seatTaken(designator, i);
    if (seatedOn.has(`${segment.id}:${passenger.id}`)) {
      throw validationError(`services.${i}.id: the passenger already has a seat on that flight.`, 'id', pointer);
    }
    seatsTaken.add(`${segment.id}:${designator}`);
    seatedOn.add(`${segment.id}:${passenger.id}`);
    booked.push({
      type: 'seat',
      passengerId: passenger.id,
      segmentIds: [segment.id],
      quantity: 1,
      unitCents: centsOf(sale.total_amount),
      metadata: { designator, disclosures: element.disclosures, name: element.name ?? null },
    });
  });
  return booked;
};
