import type { Offer } from './duffelTypes';
import { validationError } from './errors';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;
const SORTS = ['total_amount', '-total_amount', 'total_duration', '-total_duration'] as const;

export interface ListQuery {
  limit: number;
  sort: (typeof SORTS)[number] | null;
  after: number | null;
  before: number | null;
  maxConnections: number | null;
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const cursor = (position: number) => Buffer.from(`g${position}`).toString('base64url');

const positionOf = (name: string, value: string | undefined): number | null => {
  if (value === undefined || value === '') return null;
  const match = /^g(\d{1,5})$/.exec(Buffer.from(value, 'base64url').toString());
  if (!match) throw validationError(`The '${name}' cursor is not one this API returned.`, name, `/${name}`);
  return Number(match[1]);
};

/** Duffel's list parameters: limit 1-200 (default 50), sort by price or duration, opaque cursors. */
export const parseListQuery = (query: Record<string, unknown>): ListQuery => {
  const rawLimit = single(query.limit);
  const limit = rawLimit === undefined ? DEFAULT_LIMIT : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw validationError('limit must be an integer from 1 to 200.', 'limit', '/limit');
  const sort = single(query.sort) || null;
  if (sort !== null && !SORTS.includes(sort as never)) {
    throw validationError('sort must be total_amount or total_duration, optionally prefixed with -.', 'sort', '/sort');
  }
  const rawMax = single(query.max_connections);
  const maxConnections = rawMax === undefined || rawMax === '' ? null : Number(rawMax);
  if (maxConnections !== null && (!Number.isInteger(maxConnections) || maxConnections < 0)) {
    throw validationError('max_connections must be a whole number.', 'max_connections', '/max_connections');
  }
  return {
    limit,
    sort: sort as ListQuery['sort'],
    after: positionOf('after', single(query.after)),
    before: positionOf('before', single(query.before)),
    maxConnections,
  };
};

const minutesOf = (iso: string | null) => {
  const match = /^PT(\d+)H(\d+)M$/.exec(iso ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
};
const totalMinutes = (offer: Offer) => offer.slices.reduce((sum, slice) => sum + minutesOf(slice.duration), 0);
const cents = (offer: Offer) => Math.round(Number(offer.total_amount) * 100);

/** A page of offers and Duffel's `meta`: `after` points at the next page, `before` at the previous. */
export const pageOfOffers = (offers: Offer[], query: ListQuery) => {
  let list =
    query.maxConnections === null
      ? offers
      : offers.filter((offer) =>
          offer.slices.every((slice) => slice.segments.length - 1 <= (query.maxConnections ?? 0)),
        );
  if (query.sort) {
    const key = query.sort.endsWith('amount') ? cents : totalMinutes;
    const direction = query.sort.startsWith('-') ? -1 : 1;
    // The offer id breaks ties, so pages never overlap or skip.
    list = [...list].sort((x, y) => direction * (key(x) - key(y)) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  }
  const start = query.after ?? (query.before !== null ? Math.max(0, query.before - query.limit) : 0);
  const end = Math.min(list.length, query.before !== null && query.after === null ? query.before : start + query.limit);
  return {
    data: list.slice(start, end),
    meta: {
      limit: query.limit,
      after: end < list.length ? cursor(end) : null,
      before: start > 0 ? cursor(start) : null,
    },
  };
};
