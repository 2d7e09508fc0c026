import { cabinRank } from './aircraft';
import type { CabinClass, FlightsConditions } from './duffelTypes';

/** 0 the cheapest fare of the cabin, 2 the flexible one. */
export type FareTier = 0 | 1 | 2;

const ECONOMY_BRANDS: Record<string, [string, string, string]> = {
  AA: ['Basic Economy', 'Main Cabin', 'Main Cabin Flexible'],
  DL: ['Delta Main Basic', 'Delta Main Classic', 'Delta Main Extra'],
  UA: ['Basic Economy', 'Economy', 'Economy Flexible'],
  B6: ['Blue Basic', 'Blue', 'Blue Extra'],
  WN: ['Basic', 'Choice', 'Choice Extra'],
  AS: ['Saver', 'Main', 'Main Flexible'],
  F9: ['Basic', 'Economy', 'The Works'],
  NK: ['Go', 'Go Savvy', 'Go Comfy'],
  CX: ['Economy Light', 'Economy Essential', 'Economy Flex'],
  QF: ['Economy Sale', 'Economy Saver', 'Economy Flex'],
  BA: ['Economy Basic', 'Economy Standard', 'Economy Flex'],
  LH: ['Economy Light', 'Economy Classic', 'Economy Flex'],
};

const CABIN_NAMES: Record<string, Partial<Record<CabinClass, string>>> = {
  AA: { economy: 'Main Cabin', premium_economy: 'Premium Economy', business: 'Flagship Business', first: 'First' },
  DL: { economy: 'Delta Main', premium_economy: 'Delta Premium Select', business: 'Delta One', first: 'Delta First' },
  UA: { economy: 'Economy', premium_economy: 'United Premium Plus', business: 'United Polaris', first: 'United First' },
  B6: { economy: 'Core', premium_economy: 'Even More Space', business: 'Mint' },
  AS: { economy: 'Main', premium_economy: 'Premium Class', first: 'First Class' },
  BA: { economy: 'World Traveller', premium_economy: 'World Traveller Plus', business: 'Club', first: 'First' },
};

/** The airline's name for a cabin (BA's short-haul cabins are Euro Traveller and Club Europe). */
export const cabinMarketingName = (airline: string, cabin: CabinClass, wide: boolean): string => {
  if (airline === 'BA' && !wide && cabin === 'economy') return 'Euro Traveller';
  if (airline === 'BA' && !wide && cabin === 'business') return 'Club Europe';
  const fallback = { economy: 'Economy', premium_economy: 'Premium Economy', business: 'Business', first: 'First' }[
    cabin
  ];
  return CABIN_NAMES[airline]?.[cabin] ?? fallback;
};

export const tiersFor = (cabin: CabinClass): FareTier[] =>
  cabin === 'economy' ? [0, 1, 2] : cabin === 'first' ? [1] : [1, 2];

export const brandName = (airline: string, cabin: CabinClass, tier: FareTier): string => {
  if (cabin === 'economy') return ECONOMY_BRANDS[airline]?.[tier] ?? ['Basic', 'Standard', 'Flex'][tier] ?? 'Standard';
  const name = cabinMarketingName(airline, cabin, true);
  return tier === 2 ? `${name} Flex` : name;
};

const US = new Set(['AA', 'DL', 'UA', 'B6', 'WN', 'AS', 'F9', 'NK']);
const ULTRA_LOW_COST = new Set(['F9', 'NK']);

export interface FareRules {
  conditions: FlightsConditions;
  carryOn: number;
  checked: number;
  seatSelection: boolean;
  priorityBoarding: boolean;
  priorityCheckIn: boolean;
}

const allowed = (cents: number) => ({
  allowed: true as const,
  penalty_amount: (cents / 100).toFixed(2),
  penalty_currency: 'USD',
});
const refused = { allowed: false as const, penalty_amount: null, penalty_currency: null };

/**
 * What a fare allows: basic fares neither refund nor change, standard fares change (free at US
 * carriers, for a fee elsewhere), flexible fares refund; premium cabins refund for a fee or free.
 */
export const fareRules = (
  airline: string,
  cabin: CabinClass,
  tier: FareTier,
  international: boolean,
  longHaul: boolean,
  seated: number,
): FareRules => {
  const premium = cabinRank(cabin) >= cabinRank('business');
  const fee = (perPassenger: number) => perPassenger * 100 * Math.max(1, seated);
  let refund: FlightsConditions['refund_before_departure'] = refused;
  let change: FlightsConditions['change_before_departure'] = refused;
  if (cabin !== 'economy') {
    refund = tier === 2 || cabin === 'first' ? allowed(0) : allowed(fee(longHaul ? 400 : 200));
    change = allowed(0);
  } else if (tier === 1) {
    change = ULTRA_LOW_COST.has(airline)
      ? allowed(fee(69))
      : US.has(airline)
        ? allowed(0)
        : allowed(fee(longHaul ? 250 : 75));
  } else if (tier === 2) {
    change = allowed(0);
    refund = ULTRA_LOW_COST.has(airline) ? refused : allowed(0);
  }
  const checkedByTier = [0, international ? 1 : 0, international ? 2 : 1][tier] ?? 0;
  return {
    conditions: { refund_before_departure: refund, change_before_departure: change },
    carryOn: tier === 0 && cabin === 'economy' && ULTRA_LOW_COST.has(airline) ? 0 : 1,
    checked:
      cabin === 'first' ? 3 : premium ? 2 : cabin === 'premium_economy' ? (international ? 2 : 1) : checkedByTier,
    seatSelection: !(tier === 0 && cabin === 'economy' && US.has(airline) && !ULTRA_LOW_COST.has(airline)),
    priorityBoarding: premium || tier === 2,
    priorityCheckIn: premium,
  };
};
