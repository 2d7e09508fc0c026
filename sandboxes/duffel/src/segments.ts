import { profileOf } from './airlineProfiles';
import type { CabinClass, OfferPassenger, OfferSliceSegment } from './duffelTypes';
import { cabinMarketingName, type FareRules, type FareTier } from './fares';
import { duffelAircraft, duffelAirline, duffelAirport, terminalOf } from './places';
import type { ScheduledLeg } from './schedule';
import { formatLocal, isoDuration } from './time';
import { airportAt, isBig } from './world';

const FARE_CLASS: Record<CabinClass, string[]> = {
  economy: ['N', 'V', 'Y'],
  premium_economy: ['W', 'W', 'E'],
  business: ['I', 'I', 'J'],
  first: ['A', 'F', 'F'],
};

export interface SegmentFare {
  marketing: string;
  tier: FareTier;
  rules: FareRules;
  longHaul: boolean;
  passengers: OfferPassenger[];
}

const amenities = (cabin: CabinClass, wide: boolean, lowCost: boolean) => ({
  wifi: {
    available: !lowCost || wide,
    cost: cabin === 'first' || cabin === 'business' ? ('free' as const) : ('paid' as const),
  },
  seat: {
    pitch: lowCost ? ('less' as const) : cabin === 'economy' ? ('standard' as const) : ('more' as const),
    type:
      cabin === 'economy'
        ? ('standard' as const)
        : cabin === 'premium_economy'
          ? ('recliner' as const)
          : !wide
            ? ('recliner' as const)
            : cabin === 'first'
              ? ('private_suite' as const)
              : ('full_flat' as const),
  },
  power: { available: wide || !lowCost },
});

// The parts of a segment that do not depend on the offer: shared by the offers (fare brands,
// pairings) that sell the same flight, so a search formats each flight once.
const legParts = new WeakMap<ScheduledLeg, Omit<OfferSliceSegment, 'id' | 'passengers'>>();

const partsOf = (leg: ScheduledLeg): Omit<OfferSliceSegment, 'id' | 'passengers'> => {
  let parts = legParts.get(leg);
  if (!parts) {
    parts = {
      aircraft: duffelAircraft(leg.aircraft),
      departing_at: formatLocal(airportAt(leg.from).time_zone, leg.departUtc),
      arriving_at: formatLocal(airportAt(leg.to).time_zone, leg.arriveUtc),
      origin: duffelAirport(leg.from),
      destination: duffelAirport(leg.to),
      origin_terminal: terminalOf(leg.from, leg.operator, isBig(leg.from)),
      destination_terminal: terminalOf(leg.to, leg.operator, isBig(leg.to)),
      distance: leg.km.toFixed(1),
      duration: isoDuration(leg.minutes),
      marketing_carrier: duffelAirline(leg.marketing),
      marketing_carrier_flight_number: leg.marketingNumber,
      operating_carrier: duffelAirline(leg.operator),
      operating_carrier_flight_number: leg.operatingNumber,
      stops: [],
    };
    legParts.set(leg, parts);
  }
  return parts;
};

/** A Duffel segment: the flight, and each passenger's cabin, fare basis and bags on it. */
export const segmentOf = (fare: SegmentFare, leg: ScheduledLeg, cabin: CabinClass, id: string): OfferSliceSegment => {
  const wide = leg.aircraft.body === 'wide';
  const marketingName = cabinMarketingName(leg.operator, cabin, wide);
  const fareBasis = `${FARE_CLASS[cabin][fare.tier]}${fare.longHaul ? 'L' : 'H'}${fare.tier === 2 ? 'FX' : 'NR'}${fare.marketing}`;
  const onBoard = {
    name: cabin,
    marketing_name: marketingName,
    amenities: amenities(cabin, wide, profileOf(leg.operator).lowCost),
  };
  const bags = [
    { type: 'checked' as const, quantity: fare.rules.checked },
    { type: 'carry_on' as const, quantity: fare.rules.carryOn },
  ];
  const lapBags = [
    { type: 'checked' as const, quantity: 0 },
    { type: 'carry_on' as const, quantity: 0 },
  ];
  return {
    id,
    ...partsOf(leg),
    passengers: fare.passengers.map((passenger) => ({
      passenger_id: passenger.id,
      cabin_class: cabin,
      cabin_class_marketing_name: marketingName,
      fare_basis_code: fareBasis,
      baggages: passenger.type === 'infant_without_seat' ? lapBags : bags,
      cabin: onBoard,
    })),
  };
};
