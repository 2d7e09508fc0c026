import { publicOrder } from './orderChanges';
import type { Order } from './duffelTypes';
import { validationError } from './errors';
import { DEFAULT_LIMIT, MAX_LIMIT } from './listOffers';
import type { OrderCursor, OrderFilter, OrderPage, OrderPageRequest } from './orderStore';

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

const encodeCursor = (order: Order): string =>
  Buffer.from(JSON.stringify({ c: new Date(order.created_at).toISOString(), i: order.id })).toString('base64url');

const decodeCursor = (name: string, value: string | undefined): OrderCursor | null => {
  if (value === undefined || value === '') return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString()) as { c?: unknown; i?: unknown };
    if (typeof parsed.c === 'string' && typeof parsed.i === 'string' && !Number.isNaN(Date.parse(parsed.c)))
      return { createdAt: parsed.c, id: parsed.i };
  } catch {
    // falls through to the validation error
  }
  throw validationError(`The '${name}' cursor is not one this API returned.`, name, `/${name}`);
};

/**
 * GET air/orders's parameters, as `orders.list` sends them: limit and cursors, and the filters
 * of the SDK's ListParamsOrders (booking_reference, passenger_name[], awaiting_payment).
 * user_id is accepted and matches nothing: the sandbox has no customer users.
 */
export const parseOrderListQuery = (
  query: Record<string, unknown>,
): { filter: OrderFilter; page: OrderPageRequest; noMatch: boolean } => {
  const rawLimit = single(query.limit);
  const limit = rawLimit === undefined ? DEFAULT_LIMIT : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw validationError('limit must be an integer from 1 to 200.', 'limit', '/limit');
  const awaiting = single(query.awaiting_payment);
  if (awaiting !== undefined && awaiting !== 'true' && awaiting !== 'false') {
    throw validationError('awaiting_payment must be true or false.', 'awaiting_payment', '/awaiting_payment');
  }
  const names = [...list(query['passenger_name[]']), ...list(query.passenger_name)]
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    filter: {
      bookingReference: single(query.booking_reference) || undefined,
      passengerNames: names,
      awaitingPayment: awaiting === undefined ? undefined : awaiting === 'true',
    },
    page: {
      limit,
      after: decodeCursor('after', single(query.after)),
      before: decodeCursor('before', single(query.before)),
    },
    noMatch: Boolean(single(query.user_id)),
  };
};

/** Duffel's list answer: `after` leads to older orders, `before` to newer ones. */
export const orderListView = (page: OrderPage, request: OrderPageRequest) => {
  const first = page.orders[0];
  const last = page.orders[page.orders.length - 1];
  const backwards = Boolean(request.before && !request.after);
  return {
    data: page.orders.map(publicOrder),
    meta: {
      limit: request.limit,
      after: last && (backwards || page.more) ? encodeCursor(last) : null,
      before: first && (backwards ? page.more : Boolean(request.after)) ? encodeCursor(first) : null,
    },
  };
};
