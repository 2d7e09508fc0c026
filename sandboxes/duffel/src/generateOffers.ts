import { profileOf } from './airlineProfiles';
import type { Offer, OfferPassenger } from './duffelTypes';
import { brandName, tiersFor } from './fares';
import { odDistance, routeSize, sliceOptions, type CabinOption } from './itineraries';
import { buildOffer, itineraryJitter, type OfferContext, type OfferPlan } from './offerBuilder';
import { sliceFareCents } from './pricing';
import { derivedId, seededRandom } from './random';
import type { SandboxIds } from './sandboxIds';
import { searchSeed, type SearchParams } from './search';
import { daysBetween, localDate, localMinutesOfDay } from './time';
import { airportAt, isInternational, placeIndex } from './world';

/** 50 to 300 offers between gateways, fewer on thinner routes. */
export const MAX_OFFERS = { 1: 60, 2: 150, 3: 300 } as const;
const RETURNS_PER_OUTBOUND = 3;

export interface GeneratedOffers {
  requestId: string;
  search: SearchParams;
  passengers: OfferPassenger[];
  offers: Offer[];
  plans: OfferPlan[];
  indexById: Map<string, number>;
}

/** Passenger ids come from the request id: the same in the request and in each of its offers. */
export const passengersOf = (search: SearchParams, requestId: string): OfferPassenger[] =>
  search.passengers.map((passenger, i) => ({
    id: derivedId('pas', `${requestId}:${i}`),
    type: passenger.type,
    age: passenger.age,
    fare_type: null,
    loyalty_programme_accounts: [],
  }));

/** One option per slice, always the same marketing airline (one ticket). */
const combinations = (seed: string, airline: string, perSlice: CabinOption[][]): CabinOption[][] => {
  const [outbound = [], ...others] = perSlice;
  return outbound.flatMap((first, i) => {
    const random = seededRandom(seed, airline, i);
    const picks = Math.min(RETURNS_PER_OUTBOUND, ...others.map((list) => list.length));
    return Array.from({ length: others.length ? picks : 1 }, () => [first, ...others.map((list) => random.pick(list))]);
  });
};

type PlanDraft = Pick<OfferPlan, 'marketing' | 'tier' | 'options'>;

// Per itinerary, not per fare: the same for its brands and pairings.
const itineraryFacts = new WeakMap<CabinOption, { localMinutes: number; jitter: number }>();

const factsOf = (option: CabinOption) => {
  let facts = itineraryFacts.get(option);
  if (!facts) {
    const first = option.legs[0];
    facts = {
      localMinutes: first ? localMinutesOfDay(airportAt(first.from).time_zone, first.departUtc) : 720,
      jitter: itineraryJitter(option),
    };
    itineraryFacts.set(option, facts);
  }
  return facts;
};

const pricePlan = (
  search: SearchParams,
  searchDate: string,
  taxRate: number,
  { marketing, tier, options }: PlanDraft,
): OfferPlan => {
  let totalCents = 0;
  options.forEach((option, s) => {
    const slice = search.slices[s];
    if (!slice) return;
    const facts = factsOf(option);
    const input = {
      odKm: odDistance(slice),
      legs: option.legs.map((leg, g) => ({ km: leg.km, cabin: option.cabins[g] ?? search.cabinClass })),
      stops: option.legs.length - 1,
      daysToDeparture: daysBetween(searchDate, slice.departureDate),
      departureLocalMinutes: facts.localMinutes,
      airlineFactor: profileOf(marketing).priceFactor,
      jitter: facts.jitter,
      tier,
      requestedCabin: search.cabinClass,
    };
    for (const passenger of search.passengers) totalCents += sliceFareCents(input, passenger.type);
  });
  return {
    marketing,
    tier,
    options,
    brand: brandName(marketing, search.cabinClass, tier),
    totalCents,
    taxCents: Math.round(totalCents * taxRate),
  };
};

/**
 * The offers of a search, the same every time for the same search: every airline that can fly
 * every slice, its options paired across slices and sold in its fare brands, at most 300.
 */
export const generateOffers = (search: SearchParams, requestId: string, ids: SandboxIds): GeneratedOffers => {
  const seed = searchSeed(search);
  const sellingEverySlice = (perSlice: Map<string, CabinOption[]>[]) =>
    [...(perSlice[0]?.keys() ?? [])].filter((airline) =>
      perSlice.every((options) => (options.get(airline)?.length ?? 0) > 0),
    );
  let perSlice = search.slices.map((slice) => sliceOptions(search, slice));
  let airlines = sellingEverySlice(perSlice);
  if (airlines.length === 0 && search.slices.length > 1) {
    perSlice = search.slices.map((slice) => sliceOptions(search, slice, true));
    airlines = sellingEverySlice(perSlice);
  }
  const drafts: PlanDraft[] = [];
  for (const airline of airlines) {
    const lists = perSlice.map((options) => options.get(airline) ?? []);
    for (const options of combinations(seed, airline, lists)) {
      for (const tier of tiersFor(search.cabinClass)) drafts.push({ marketing: airline, tier, options });
    }
  }
  const firstOrigin = airportAt(placeIndex(search.slices[0]?.origin ?? '') ?? 0);
  const searchDate = localDate(firstOrigin.time_zone, search.createdAt);
  const taxRates = new Map(
    airlines.map((airline) => [airline, seededRandom(seed, 'tax', airline).between(0.12, 0.18)]),
  );
  const chosen = seededRandom(seed, 'order')
    .shuffle(drafts)
    .slice(0, MAX_OFFERS[routeSize(search)])
    .map((draft) => pricePlan(search, searchDate, taxRates.get(draft.marketing) ?? 0.15, draft));
  const ends = search.slices.flatMap((slice) => [placeIndex(slice.origin) ?? 0, placeIndex(slice.destination) ?? 0]);
  const passengers = passengersOf(search, requestId);
  const context: OfferContext = {
    cabinClass: search.cabinClass,
    passengers,
    createdAt: search.createdAt,
    international: ends.some((end) => isInternational(end, ends[0] ?? 0)),
    longHaul: search.slices.some((slice) => odDistance(slice) > 4_500),
  };
  const offers = chosen.map((plan, index) => buildOffer(plan, context, ids.offerId(search, index)));
  return {
    requestId,
    search,
    passengers,
    offers,
    plans: chosen,
    indexById: new Map(offers.map((offer, index) => [offer.id, index])),
  };
};
