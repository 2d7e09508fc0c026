import type { Order } from './duffelTypes';

/** Filters of GET air/orders that the SDK's `orders.list` types (ListParamsOrders). */
export interface OrderFilter {
  /** Exact, case-insensitive */
  bookingReference?: string;
  /** Each term must be part of some passenger's given or family name (case-insensitive) */
  passengerNames?: string[];
  awaitingPayment?: boolean;
}

/** A place in the newest-first list: the created_at and id of an order. */
export interface OrderCursor {
  createdAt: string;
  id: string;
}

export interface OrderPageRequest {
  limit: number;
  /** Orders older than this one */
  after?: OrderCursor | null;
  /** Orders newer than this one */
  before?: OrderCursor | null;
}

export interface OrderPage {
  /** Newest first */
  orders: Order[];
  /** Whether more orders lie beyond the page in the direction asked */
  more: boolean;
}

/**
 * Where the sandbox keeps its orders, so that they (and the offers they booked) outlive a
 * restart of the gateway. An order whose created_at is later than `now` is still being created
 * (answered 202): reads do not see it yet, but its offer is already booked.
 */
export interface DuffelOrderStore {
  /**
   * Saves the order and marks its offer request booked (Duffel orders one offer per request), in
   * one step. When the request already has an order, saves nothing and returns that one.
   */
  insert(offerRequestId: string, order: Order): Promise<{ created: boolean; order: Order }>;
  /** Whether the offer request already has an order (one still being created counts). */
  booked(offerRequestId: string): Promise<boolean>;
  get(id: string, now: Date): Promise<Order | null>;
  list(filter: OrderFilter, page: OrderPageRequest, now: Date): Promise<OrderPage>;
  /** Replaces the order with its cancelled self, unless it is already cancelled: false then (or when there is no such order). */
  markCancelled(order: Order): Promise<boolean>;
  /** Replaces the order with its changed self if it is not cancelled and still synced at `syncedAt`: false otherwise. */
  markChanged(order: Order, syncedAt: string): Promise<boolean>;
}

const newestFirst = (x: OrderCursor, y: OrderCursor): number =>
  x.createdAt === y.createdAt ? (x.id < y.id ? 1 : x.id > y.id ? -1 : 0) : x.createdAt < y.createdAt ? 1 : -1;
const cursorOf = (order: Order): OrderCursor => ({ createdAt: new Date(order.created_at).toISOString(), id: order.id });

export const matchesFilter = (order: Order, filter: OrderFilter): boolean => {
  if (filter.bookingReference && order.booking_reference.toUpperCase() !== filter.bookingReference.toUpperCase())
    return false;
  if (filter.awaitingPayment !== undefined && order.payment_status.awaiting_payment !== filter.awaitingPayment)
    return false;
  return (filter.passengerNames ?? []).every((term) =>
    order.passengers.some((passenger) =>
      [passenger.given_name, passenger.family_name].some((name) => name.toLowerCase().includes(term.toLowerCase())),
    ),
  );
};

/** One page of orders, newest first, from the orders that match (any order). */
export const pageOf = (orders: Order[], { limit, after, before }: OrderPageRequest): OrderPage => {
  const sorted = [...orders].sort((x, y) => newestFirst(cursorOf(x), cursorOf(y)));
  if (before && !after) {
    const newer = sorted.filter((order) => newestFirst(cursorOf(order), before) < 0);
    return { orders: newer.slice(Math.max(0, newer.length - limit)), more: newer.length > limit };
  }
  const older = after ? sorted.filter((order) => newestFirst(cursorOf(order), after) > 0) : sorted;
  return { orders: older.slice(0, limit), more: older.length > limit };
};

/** The store for unit tests and for a gateway without a database: orders live as long as the process. */
export const createMemoryOrderStore = (): DuffelOrderStore => {
  const orders = new Map<string, Order>();
  const byOffer = new Map<string, string>();
  const visible = (order: Order | undefined, now: Date) =>
    order && Date.parse(order.created_at) <= now.getTime() ? structuredClone(order) : null;

  return {
    insert: async (offerId, order) => {
      const existing = byOffer.get(offerId);
      if (existing) return { created: false, order: structuredClone(orders.get(existing) as Order) };
      byOffer.set(offerId, order.id);
      orders.set(order.id, structuredClone(order));
      return { created: true, order };
    },
    booked: async (offerId) => byOffer.has(offerId),
    get: async (id, now) => visible(orders.get(id), now),
    list: async (filter, page, now) =>
      pageOf(
        [...orders.values()].filter(
          (order) => Date.parse(order.created_at) <= now.getTime() && matchesFilter(order, filter),
        ),
        page,
      ),
    markCancelled: async (order) => {
      const stored = orders.get(order.id);
      if (!stored || stored.cancelled_at) return false;
      orders.set(order.id, structuredClone(order));
      return true;
    },
    markChanged: async (order, syncedAt) => {
      const stored = orders.get(order.id);
      if (!stored || stored.cancelled_at || stored.synced_at !== syncedAt) return false;
      orders.set(order.id, structuredClone(order));
      return true;
    },
  };
};
