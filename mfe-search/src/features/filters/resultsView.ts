import type { SearchView } from '@portal/platform';
import {
  ANY_PRICE,
  DEFAULT_FILTERS,
  DURATION_OPTIONS,
  TIME_BUCKETS,
  type FilterState,
  type StopsOption,
  type TimeBucket,
} from './filterState';
import { DEFAULT_SORT, isSortKey, type SortKey } from './sortOptions';

/** How the traveller views a search's results: kept in the address, so Back and reload restore it. */
export interface ResultsView {
  filters: FilterState;
  sort: SortKey;
  /** Prices shown divided by the travellers rather than for all of them. */
  perPerson: boolean;
}

export const DEFAULT_VIEW: ResultsView = { filters: DEFAULT_FILTERS, sort: DEFAULT_SORT, perPerson: false };

/** The address parameters of a view (the gateway's names, so a link reads like the request). */
export const VIEW_PARAMS = [
  'stops',
  'airlines',
  'departureTime',
  'arrivalTime',
  'maxDuration',
  'priceMin',
  'priceMax',
  'refundable',
  'baggageIncluded',
  'sort',
  'perPerson',
] as const;

const listOf = (params: URLSearchParams, name: string): string[] =>
  (params.get(name) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const BUCKETS: readonly string[] = TIME_BUCKETS.map((bucket) => bucket.value);
const buckets = (params: URLSearchParams, name: string) =>
  listOf(params, name).filter((value): value is TimeBucket => BUCKETS.includes(value));
const amount = (raw: string | null): number | null =>
  raw !== null && raw.trim() !== '' && Number.isFinite(Number(raw)) && Number(raw) >= 0 ? Number(raw) : null;

/** The view an address holds; values that mean nothing (a hand-edited link) are left out, not refused. */
export const viewFromParams = (params: URLSearchParams): ResultsView => {
  const duration = Number(params.get('maxDuration'));
  const sort = params.get('sort');
  return {
    filters: {
      priceRange: [amount(params.get('priceMin')) ?? ANY_PRICE[0], amount(params.get('priceMax')) ?? ANY_PRICE[1]],
      airlines: listOf(params, 'airlines').filter((code) => /^[A-Z0-9]{2}$/.test(code)),
      stops: listOf(params, 'stops')
        .filter((value) => ['0', '1', '2'].includes(value))
        .map((value) => Number(value) as StopsOption),
      departureTime: buckets(params, 'departureTime'),
      arrivalTime: buckets(params, 'arrivalTime'),
      duration: DURATION_OPTIONS.includes(duration) ? duration : null,
      refundable: params.get('refundable') === 'true',
      baggageIncluded: params.get('baggageIncluded') === 'true',
    },
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    perPerson: params.get('perPerson') === 'true',
  };
};

/** The view as the gateway's search fields; defaults are left out so the unfiltered page keeps the home form's prefetched key. */
export const searchViewOf = ({ filters, sort }: Pick<ResultsView, 'filters' | 'sort'>): SearchView => {
  const view: SearchView = {};
  if (filters.stops.length) view.stops = [...filters.stops];
  if (filters.airlines.length) view.airlines = [...filters.airlines];
  if (filters.departureTime.length) view.departureTime = [...filters.departureTime];
  if (filters.arrivalTime.length) view.arrivalTime = [...filters.arrivalTime];
  if (filters.duration !== null) view.maxDuration = filters.duration;
  if (filters.priceRange[0] > 0) view.priceMin = filters.priceRange[0];
  if (Number.isFinite(filters.priceRange[1])) view.priceMax = filters.priceRange[1];
  if (filters.refundable) view.refundable = true;
  if (filters.baggageIncluded) view.baggageIncluded = true;
  if (sort !== DEFAULT_SORT) view.sort = sort;
  return view;
};

/** The address with this view written in (and nothing of a default view). */
export const paramsWithView = (current: URLSearchParams, view: ResultsView): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const name of VIEW_PARAMS) next.delete(name);
  for (const [name, value] of Object.entries(searchViewOf(view)))
    next.set(name, Array.isArray(value) ? value.join(',') : String(value));
  if (view.perPerson) next.set('perPerson', 'true');
  return next;
};
