import { randomInt } from 'node:crypto';
import type { Offer, Order, OrderService, OrderSlice } from './duffelTypes';
import { centsOf, formatCents } from './money';
import type { OrderPassengerFacts } from './orderPassengers';
import type { BookedService } from './orderServices';
import { derivedId } from './random';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// Record locators avoid the letters and digits people misread (0/O, 1/I).
const LOCATOR = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomText = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A Duffel-shaped order id: 'ord_0000' and 18 random characters. */
export const newOrderId = (): string => `ord_0000${randomText(BASE62, 18)}`;

// The airlines' ticketing prefixes: an e-ticket number is the prefix and ten digits.
const TICKET_PREFIX: Record<string, string> = {
  AA: '001',
  DL: '006',
  UA: '016',
  AS: '027',
  QF: '081',
  BA: '125',
  CX: '160',
  LH: '220',
  B6: '279',
  F9: '422',
  NK: '487',
  WN: '526',
};

export interface OrderDraft {
  offer: Offer;
  passengers: OrderPassengerFacts[];
  services: BookedService[];
  metadata: Record<string, string>;
  /** When the order exists at the airline (later than now for a 202) */
  createdAt: Date;
}

/** What the order costs: the offer's total plus its services, in cents. */
export const orderTotalCents = (offer: Offer, services: BookedService[]): number =>
  centsOf(offer.total_amount) + services.reduce((sum, service) => sum + service.unitCents * service.quantity, 0);

/**
 * The order Duffel would return for a booked offer: new slice, segment and service ids (an
 * order's ids are its own), the offer's passenger ids, conditions and owner, the services priced
 * into the totals (they carry no separate tax), a paid instant order with one e-ticket each.
 */
export const buildOrder = (id: string, { offer, passengers, services, metadata, createdAt }: OrderDraft): Order => {
  const created = createdAt.toISOString();
  const segmentIds = new Map<string, string>();
  const seats = new Map<string, BookedService>();
  for (const service of services) {
    if (service.type === 'seat') seats.set(`${service.segmentIds[0]}:${service.passengerId}`, service);
  }
  const slices: OrderSlice[] = offer.slices.map((slice, s) => ({
    id: derivedId('sli', `${id}:${s}`),
    origin: slice.origin,
    origin_type: slice.origin_type,
    destination: slice.destination,
    destination_type: slice.destination_type,
    duration: slice.duration,
    fare_brand_name: slice.fare_brand_name,
    conditions: { change_before_departure: slice.conditions.change_before_departure },
    segments: slice.segments.map((segment, g) => {
      const segmentId = derivedId('seg', `${id}:${s}:${g}`);
      segmentIds.set(segment.id, segmentId);
      return {
        ...segment,
        id: segmentId,
        duration: segment.duration ?? '',
        distance: segment.distance ?? '',
        // Duffel sends null for a terminal it does not know, in orders as in offers; the SDK's
        // order type says string.
        origin_terminal: segment.origin_terminal as string,
        destination_terminal: segment.destination_terminal as string,
        passengers: segment.passengers.map((passenger) => {
          const seat = seats.get(`${segment.id}:${passenger.passenger_id}`)?.metadata;
          return seat && 'designator' in seat ? { ...passenger, seat } : passenger;
        }),
      };
    }),
  }));
  const orderServices: OrderService[] = services.map((service, i) => ({
    id: derivedId('ser', `${id}:${i}`),
    type: service.type,
    passenger_ids: [service.passengerId],
    segment_ids: service.segmentIds.map((segment) => segmentIds.get(segment) ?? segment),
    quantity: service.quantity,
    total_amount: formatCents(service.unitCents * service.quantity),
    total_currency: offer.total_currency,
    metadata: service.metadata,
  }));
  const servicesCents = services.reduce((sum, service) => sum + service.unitCents * service.quantity, 0);
  const refundable = offer.conditions.refund_before_departure?.allowed === true;
  const changeable = offer.conditions.change_before_departure?.allowed === true;
  const ticketPrefix = TICKET_PREFIX[offer.owner.iata_code ?? ''] ?? '999';
  return {
    id,
    live_mode: false,
    booking_reference: randomText(LOCATOR, 6),
    owner: offer.owner,
    content: 'managed',
    created_at: created,
    synced_at: created,
    slices,
    passengers: passengers.map(({ body, type }) => ({
      id: body.id,
      type,
      title: body.title,
      gender: body.gender,
      given_name: body.given_name,
      family_name: body.family_name,
      born_on: body.born_on,
      email: body.email,
      phone_number: body.phone_number,
      infant_passenger_id: body.infant_passenger_id ?? null,
      loyalty_programme_accounts: [],
    })),
    services: orderServices,
    total_amount: formatCents(orderTotalCents(offer, services)),
    total_currency: offer.total_currency,
    base_amount: formatCents(centsOf(offer.base_amount) + servicesCents),
    base_currency: offer.base_currency,
    tax_amount: offer.tax_amount ?? '0.00',
    tax_currency: offer.tax_currency ?? offer.total_currency,
    conditions: offer.conditions,
    payment_status: { awaiting_payment: false, paid_at: created },
    documents: passengers.map(({ body }) => ({
      type: 'electronic_ticket',
      unique_identifier: `${ticketPrefix}${randomText('0123456789', 10)}`,
      passenger_ids: [body.id],
    })),
    metadata,
    airline_initiated_changes: [],
    available_actions: [...(refundable ? (['cancel'] as const) : []), ...(changeable ? (['change'] as const) : [])],
    cancelled_at: null,
    cancellation: null,
  };
};
