import type { OfferAvailableServiceBaggage } from './duffelTypes';
import type { StoredOffer } from './offerStore';
import { odDistance } from './itineraries';
import type { SandboxIds } from './sandboxIds';

const BAG_SIZE = { maximum_height_cm: 90, maximum_length_cm: 75, maximum_depth_cm: 43 };
const CABIN_BAG_SIZE = { maximum_height_cm: 56, maximum_length_cm: 46, maximum_depth_cm: 25 };
const ULTRA_LOW_COST = new Set(['F9', 'NK']);

const bagPriceCents = (airline: string, km: number): number => {
  const base = km < 1_500 ? 35 : km < 5_000 ? 45 : 75;
  const factor = ULTRA_LOW_COST.has(airline) ? 1.5 : airline === 'BA' || airline === 'LH' ? 1.2 : 1;
  return Math.round(base * factor) * 100;
};

/**
 * The extra bags of an offer: one checked-bag service per passenger and slice (lap infants have
 * none), and a cabin-bag service on ultra-low-cost basic fares that include none. The ids are
 * new on every call, as Duffel's are, and still name the offer, passenger and slice.
 */
export const baggageServices = ({ generated, index }: StoredOffer, ids: SandboxIds): OfferAvailableServiceBaggage[] => {
  const offer = generated.offers[index];
  const plan = generated.plans[index];
  if (!offer || !plan) return [];
  const { search } = generated;
  const services: OfferAvailableServiceBaggage[] = [];
  offer.passengers.forEach((passenger, p) => {
    if (passenger.type === 'infant_without_seat') return;
    offer.slices.forEach((slice, s) => {
      const km = search.slices[s] ? odDistance(search.slices[s]) : 0;
      const common = {
        passenger_ids: [passenger.id],
        segment_ids: slice.segments.map((segment) => segment.id),
        total_currency: 'USD',
      };
      services.push({
        ...common,
        id: ids.serviceId(search, index, { kind: 'baggage', passenger: p, slice: s, bag: 'checked' }),
        type: 'baggage',
        maximum_quantity: km > 4_500 ? 3 : 2,
        total_amount: (bagPriceCents(plan.marketing, km) / 100).toFixed(2),
        metadata: { type: 'checked', maximum_weight_kg: 23, ...BAG_SIZE },
      });
      const noCabinBag =
        slice.segments[0]?.passengers[p]?.baggages.find((bag) => bag.type === 'carry_on')?.quantity === 0;
      if (noCabinBag) {
        services.push({
          ...common,
          id: ids.serviceId(search, index, { kind: 'baggage', passenger: p, slice: s, bag: 'carry_on' }),
          type: 'baggage',
          maximum_quantity: 1,
          total_amount: (bagPriceCents(plan.marketing, km) / 100 + 10).toFixed(2),
          metadata: { type: 'carry_on', maximum_weight_kg: 16, ...CABIN_BAG_SIZE },
        });
      }
    });
  });
  return services;
};
