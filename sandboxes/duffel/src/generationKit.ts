// Helpers of the generation tests: searches built directly, without the HTTP layer.
import { createSandboxClock } from '@portal/sandbox-clock';
import type { Offer } from './duffelTypes';
import { generateOffers } from './generateOffers';
import { createSandboxIds } from './sandboxIds';
import type { SearchParams, SearchPassenger } from './search';
import { daysFromNow } from './testSandbox';

const ids = createSandboxIds('test-secret');
export const clock = createSandboxClock();
export const ADULT: SearchPassenger = { type: 'adult', age: null };

/** A search over the route's airports in order (['JFK', 'LHR', 'JFK'] is a round trip), 30 and 37 days out. */
export const searchOf = (route: string[], overrides: Partial<SearchParams> = {}, days = [30, 37]): SearchParams => ({
  slices: route.slice(1).map((destination, i) => ({
    origin: route[i] as string,
    destination,
    departureDate: daysFromNow(days[i] ?? 40, clock),
    departureTime: null,
    arrivalTime: null,
  })),
  passengers: [ADULT],
  cabinClass: 'economy',
  maxConnections: 1,
  createdAt: clock.now().getTime(),
  ...overrides,
});

export const generate = (search: SearchParams) => generateOffers(search, ids.requestId(search), ids);

/** 'PT7H5M' in minutes. */
export const minutes = (iso: string | null) => {
  const [, h = '0', m = '0'] = /^PT(\d+)H(\d+)M$/.exec(iso ?? '') ?? [];
  return Number(h) * 60 + Number(m);
};
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const cheapest = (offers: Offer[]) => Math.min(...offers.map((offer) => Number(offer.total_amount)));
