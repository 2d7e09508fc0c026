import { cabinRank } from './aircraft';
import { profileOf } from './airlineProfiles';
import type { CabinClass, Offer, OfferPassenger, OfferSlice } from './duffelTypes';
import { fareRules, type FareTier } from './fares';
import type { CabinOption } from './itineraries';
import { duffelAirline, duffelAirport } from './places';
import { derivedId, hash53 } from './random';
import type { ScheduledLeg } from './schedule';
import { segmentOf } from './segments';
import { isoDuration } from './time';

export interface OfferContext {
  /** The cabin searched for: it decides the fare's rules even where a flight seats another */
  cabinClass: CabinClass;
  passengers: OfferPassenger[];
  createdAt: number;
  international: boolean;
  longHaul: boolean;
}

/** What one offer sells: an airline, a fare tier and one flight option per slice. */
export interface OfferPlan {
  marketing: string;
  tier: FareTier;
  brand: string;
  options: CabinOption[];
  totalCents: number;
  taxCents: number;
}

const EMISSIONS_KG_PER_KM: Record<CabinClass, number> = {
  economy: 0.085,
  premium_economy: 0.13,
  business: 0.25,
  first: 0.34,
};
const iso = (ms: number) => new Date(ms).toISOString();
const money = (cents: number) => (cents / 100).toFixed(2);

const shelfOf = (cabins: CabinClass[], tier: FareTier, wide: boolean): number => {
  const best = Math.max(...cabins.map(cabinRank));
  if (best >= cabinRank('business')) return wide ? 5 : 4;
  if (best === cabinRank('premium_economy')) return 3;
  return tier === 0 ? 1 : 2;
};

/** The Duffel offer of a plan, ids derived from the offer id so a regeneration is identical. */
export const buildOffer = (plan: OfferPlan, context: OfferContext, offerId: string): Offer => {
  const airline = profileOf(plan.marketing);
  const seated = context.passengers.filter((p) => p.type !== 'infant_without_seat').length;
  const rules = fareRules(
    plan.marketing,
    context.cabinClass,
    plan.tier,
    context.international,
    context.longHaul,
    seated,
  );
  const slices: OfferSlice[] = plan.options.map((option, s) => {
    const first = option.legs[0] as ScheduledLeg;
    const last = option.legs[option.legs.length - 1] as ScheduledLeg;
    const fare = {
      marketing: plan.marketing,
      tier: plan.tier,
      rules,
      longHaul: context.longHaul,
      passengers: context.passengers,
    };
    const segments = option.legs.map((leg, g) =>
      segmentOf(fare, leg, option.cabins[g] ?? 'economy', derivedId('seg', `${offerId}:${s}:${g}`)),
    );
    return {
      id: derivedId('sli', `${offerId}:${s}`),
      origin: duffelAirport(first.from),
      destination: duffelAirport(last.to),
      origin_type: 'airport',
      destination_type: 'airport',
      duration: isoDuration(Math.round((last.arriveUtc - first.departUtc) / 60_000)),
      fare_brand_name: plan.brand,
      segments,
      conditions: {
        ...rules.conditions,
        advance_seat_selection: rules.seatSelection,
        priority_boarding: rules.priorityBoarding,
        priority_check_in: rules.priorityCheckIn,
      },
      ngs_shelf: shelfOf(
        option.cabins,
        plan.tier,
        option.legs.some((leg) => leg.aircraft.body === 'wide'),
      ),
      comparison_key: derivedId(
        'cmp',
        option.legs.map((leg) => `${leg.operator}${leg.operatingNumber}@${leg.departUtc}`).join(','),
      ).slice(8),
    };
  });
  const firstDeparture = plan.options[0]?.legs[0]?.departUtc ?? context.createdAt;
  const instant = airline.lowCost || firstDeparture - context.createdAt < 72 * 3_600_000;
  const emissions = plan.options.reduce(
    (sum, option) =>
      sum +
      option.legs.reduce((legSum, leg, g) => legSum + leg.km * EMISSIONS_KG_PER_KM[option.cabins[g] ?? 'economy'], 0),
    0,
  );
  const created = iso(context.createdAt);
  return {
    id: offerId,
    live_mode: false,
    partial: false,
    created_at: created,
    updated_at: created,
    expires_at: iso(context.createdAt + 30 * 60_000),
    total_amount: money(plan.totalCents),
    total_currency: 'USD',
    base_amount: money(plan.totalCents - plan.taxCents),
    base_currency: 'USD',
    tax_amount: money(plan.taxCents),
    tax_currency: 'USD',
    total_emissions_kg: String(Math.round(emissions * seated)),
    owner: duffelAirline(plan.marketing),
    passengers: context.passengers,
    slices,
    conditions: rules.conditions,
    available_services: [],
    passenger_identity_documents_required: context.international,
    supported_passenger_identity_document_types: context.international
      ? ['passport']
      : airline.homeCountry === 'US'
        ? ['known_traveler_number', 'passenger_redress_number']
        : [],
    supported_loyalty_programmes: [plan.marketing, ...airline.partners],
    private_fares: [],
    payment_requirements: instant
      ? { requires_instant_payment: true, price_guarantee_expires_at: null, payment_required_by: null }
      : {
          requires_instant_payment: false,
          price_guarantee_expires_at: iso(context.createdAt + 48 * 3_600_000),
          payment_required_by: iso(Math.min(context.createdAt + 72 * 3_600_000, firstDeparture - 24 * 3_600_000)),
        },
  };
};

/** Stable per itinerary: brands of one itinerary keep their order, itineraries differ a little. */
export const itineraryJitter = (option: CabinOption): number =>
  0.93 +
  ((hash53(option.legs.map((leg) => `${leg.operator}${leg.operatingNumber}${leg.departUtc}`).join()) % 1_000) / 1_000) *
    0.14;
