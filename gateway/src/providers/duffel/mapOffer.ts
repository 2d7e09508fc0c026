import { flightOfferSchema, type FlightOffer } from '@portal/platform-common/contracts';
import { fromMinor, normaliseAmount } from '../money';
import type {
  DuffelAirline,
  DuffelOffer,
  DuffelOfferPassenger,
  DuffelOfferService,
  DuffelPlace,
  DuffelSegment,
} from './duffelTypes';

type Place = FlightOffer['slices'][number]['origin'];
type Carrier = FlightOffer['owner'];
type Service = FlightOffer['available_services'][number];
type Condition = DuffelOffer['conditions']['refund_before_departure'];

const placeOf = (place: DuffelPlace, terminal?: string | null): Place => {
  const airport = place.type === 'airport' ? place : null;
  return {
    name: place.name,
    iata_code: place.iata_code ?? '',
    city_name: airport ? (airport.city_name ?? airport.city?.name ?? place.name) : place.name,
    country_code: place.iata_country_code,
    ...(airport?.time_zone ? { time_zone: airport.time_zone } : {}),
    ...(terminal !== undefined ? { terminal } : {}),
  };
};

const carrierOf = (airline: DuffelAirline): Carrier => ({
  name: airline.name,
  iata_code: airline.iata_code ?? '',
  logo_url: airline.logo_symbol_url ?? airline.logo_lockup_url ?? null,
});

const bagCount = (segment: DuffelSegment, type: 'checked' | 'carry_on'): number =>
  (segment.passengers[0]?.baggages ?? [])
    .filter((bag) => bag.type === type)
    .reduce((sum, bag) => sum + bag.quantity, 0);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const segmentOf = (segment: DuffelSegment) => {
  const checked = bagCount(segment, 'checked');
  const carryOn = bagCount(segment, 'carry_on');
  return {
    id: segment.id,
    departing_at: segment.departing_at,
    arriving_at: segment.arriving_at,
    origin: placeOf({ ...segment.origin, type: 'airport' }, segment.origin_terminal ?? null),
    destination: placeOf({ ...segment.destination, type: 'airport' }, segment.destination_terminal ?? null),
    marketing_carrier: carrierOf(segment.marketing_carrier),
    operating_carrier: carrierOf(segment.operating_carrier),
    airline: carrierOf(segment.marketing_carrier),
    flight_number: segment.marketing_carrier_flight_number,
    aircraft: segment.aircraft ? { name: segment.aircraft.name } : null,
    duration: segment.duration ?? null,
    baggage: { checked, carry_on: carryOn },
    cabin_class: segment.passengers[0]?.cabin_class ?? 'economy',
    services: [
      ...(checked > 0
        ? [{ type: 'baggage', description: `${plural(checked, 'checked bag', 'checked bags')} included` }]
        : []),
      ...(carryOn > 0
        ? [{ type: 'baggage', description: `${plural(carryOn, 'carry-on bag', 'carry-on bags')} included` }]
        : []),
    ],
  };
};

const penaltyOf = (condition: Condition) =>
  condition?.allowed && condition.penalty_amount && condition.penalty_currency
    ? {
        amount: normaliseAmount(condition.penalty_amount, condition.penalty_currency),
        currency: condition.penalty_currency,
      }
    : null;

const serviceOf = (service: DuffelOfferService): Service => {
  const common = {
    id: service.id,
    total_amount: normaliseAmount(service.total_amount, service.total_currency),
    total_currency: service.total_currency,
    passenger_ids: service.passenger_ids,
    segment_ids: service.segment_ids,
    maximum_quantity: service.maximum_quantity,
  };
  if (service.type === 'baggage') {
    const cabin = service.metadata.type === 'carry_on';
    const weight = service.metadata.maximum_weight_kg;
    return {
      ...common,
      type: 'baggage',
      name: cabin ? 'Cabin bag' : 'Checked bag',
      description: `${cabin ? 'Cabin bag' : 'Checked bag'}${weight ? ` up to ${weight} kg` : ''}`,
    };
  }
  return { ...common, type: service.type, name: 'Cancel for any reason', description: service.metadata.merchant_copy };
};

/** Duffel gives a type, or only the age the search gave: the spec's bands decide then. */
const passengerType = ({ type, age }: DuffelOfferPassenger): 'adult' | 'child' | 'infant_without_seat' => {
  if (type === 'child' || type === 'infant_without_seat') return type;
  if (type === null && age !== null) return age < 2 ? 'infant_without_seat' : age < 12 ? 'child' : 'adult';
  return 'adult';
};

/**
 * A Duffel offer as the platform contract has it, still at SUPPLIER prices (the markup is applied
 * per brand on the way out). Parsed with the contract: an offer the browser could not read fails
 * here, on the server, not in a component.
 */
export const mapDuffelOffer = (offer: DuffelOffer | Omit<DuffelOffer, 'available_services'>): FlightOffer => {
  const currency = offer.total_currency;
  const taxCurrency = offer.tax_currency ?? currency;
  const services = 'available_services' in offer ? offer.available_services : [];
  return flightOfferSchema.parse({
    id: offer.id,
    total_amount: normaliseAmount(offer.total_amount, currency),
    total_currency: currency,
    base_amount: normaliseAmount(offer.base_amount, offer.base_currency),
    base_currency: offer.base_currency,
    tax_amount: offer.tax_amount ? normaliseAmount(offer.tax_amount, taxCurrency) : fromMinor(0n, taxCurrency),
    tax_currency: taxCurrency,
    service_fee_amount: fromMinor(0n, currency),
    service_fee_currency: currency,
    owner: carrierOf(offer.owner),
    slices: offer.slices.map((slice) => {
      const segments = slice.segments.map(segmentOf);
      return {
        id: slice.id,
        // A search by city code (LON) may get the city back as the slice's end: travellers see the airport their flight uses.
        origin:
          slice.origin_type === 'city' && slice.segments[0]
            ? placeOf({ ...slice.segments[0].origin, type: 'airport' })
            : placeOf(slice.origin),
        destination:
          slice.destination_type === 'city' && slice.segments.at(-1)
            ? placeOf({ ...(slice.segments.at(-1) as DuffelSegment).destination, type: 'airport' })
            : placeOf(slice.destination),
        duration: slice.duration ?? null,
        ...(segments[0] ? { departure_time: segments[0].departing_at } : {}),
        ...(segments.at(-1) ? { arrival_time: segments.at(-1)?.arriving_at } : {}),
        fare_brand_name: slice.fare_brand_name ?? null,
        segments,
      };
    }),
    conditions: {
      refundable: offer.conditions.refund_before_departure?.allowed === true,
      changeable: offer.conditions.change_before_departure?.allowed === true,
      refund_penalty: penaltyOf(offer.conditions.refund_before_departure),
      change_penalty: penaltyOf(offer.conditions.change_before_departure),
    },
    baggage_included:
      offer.slices.length > 0 &&
      offer.slices.every((slice) => slice.segments.every((segment) => bagCount(segment, 'checked') > 0)),
    available_services: services.filter((service) => service.maximum_quantity > 0).map(serviceOf),
    passenger_identity_documents_required: offer.passenger_identity_documents_required,
    expires_at: offer.expires_at,
    created_at: offer.created_at,
    payment_requirements: {
      price_guarantee_expires_at: offer.payment_requirements?.price_guarantee_expires_at ?? null,
      payment_required_by: offer.payment_requirements?.payment_required_by ?? null,
    },
    passengers: offer.passengers.map((passenger) => ({ id: passenger.id, type: passengerType(passenger) })),
  });
};
