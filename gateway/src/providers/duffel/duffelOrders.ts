import { DuffelError, type Duffel } from '@duffel/api';
// An ambient module of the SDK, loaded by the reference in duffelTypes.ts.
import type { CreateOrder, Order } from '@duffel/api/types';
import type {} from './duffelTypes';
import type { Logger } from '../../http/logger';
import { withDeadline } from './deadline';

export type DuffelOrder = Order;
export type DuffelCreateOrder = CreateOrder;

export type OrderCreation =
  | { outcome: 'created'; order: DuffelOrder }
  /** Duffel refused the order: nothing was booked or paid (a 4xx, or order_not_created). */
  | { outcome: 'rejected'; code: string; message: string }
  /** A 202, a timeout, a dropped connection, another 5xx: an order may exist. Reconcile, never retry. */
  | { outcome: 'unknown'; reason: string };

export const DEFAULT_ORDER_DEADLINE_MS = 60_000;
export const LOOKUP_DEADLINE_MS = 20_000;
const LOOKUP_PAGE = 200;
/** A bound on the lookup: 2000 orders of passengers with this family name. */
const LOOKUP_MAX_PAGES = 10;

const statusOf = (error: InstanceType<typeof DuffelError>): number => error.status ?? error.meta?.status ?? 0;

/** What Duffel's answer to orders.create means for the saga (Duffel answers 202 while the order is still being processed). */
export const classifyOrderFailure = (error: unknown): Exclude<OrderCreation, { outcome: 'created' }> => {
  if (error instanceof DuffelError) {
    const first = Array.isArray(error.errors) ? error.errors[0] : undefined;
    const status = statusOf(error);
    const code = first?.code ?? first?.type ?? `http_${status}`;
    // order_not_created is a 502 that guarantees nothing was booked; any other 4xx refuses the order.
    if (code === 'order_not_created' || (status >= 400 && status < 500 && status !== 408 && status !== 429)) {
      return { outcome: 'rejected', code, message: first?.message || first?.title || 'The order was not created' };
    }
    return { outcome: 'unknown', reason: `${status} ${code}` };
  }
  return { outcome: 'unknown', reason: (error as Error)?.message ?? String(error) };
};

/** Order creation and the lookup that reconciles an unknown outcome (sandbox README, "Reconciling"). */
export const createDuffelOrders = (
  duffel: Duffel,
  logger: Logger,
  { orderMs = DEFAULT_ORDER_DEADLINE_MS, lookupMs = LOOKUP_DEADLINE_MS } = {},
) => ({
  async create(body: DuffelCreateOrder, deadlineMs = orderMs): Promise<OrderCreation> {
    try {
      const answer = await withDeadline(duffel.orders.create(body), deadlineMs);
      // A 202 carries no order to rely on ({ data: null }).
      if (answer.status === 202 || !answer.data?.id)
        return { outcome: 'unknown', reason: `answered ${answer.status} without an order` };
      return { outcome: 'created', order: answer.data };
    } catch (error) {
      const outcome = classifyOrderFailure(error);
      logger.warn(
        {
          call: 'orders.create',
          outcome: outcome.outcome,
          detail: outcome.outcome === 'rejected' ? outcome.code : outcome.reason,
        },
        'duffel order not confirmed',
      );
      return outcome;
    }
  },

  /**
   * The order whose metadata.booking_id is ours, found by a passenger's family name (orders.list
   * has no metadata filter). null: not there (yet); throws when Duffel cannot be asked.
   */
  async findByBookingId(familyName: string, bookingId: string): Promise<DuffelOrder | null> {
    let after: string | undefined;
    for (let page = 0; page < LOOKUP_MAX_PAGES; page++) {
      const { data, meta } = await withDeadline(
        duffel.orders.list({ 'passenger_name[]': [familyName], limit: LOOKUP_PAGE, ...(after ? { after } : {}) }),
        lookupMs,
      );
      const found = data.find((order) => order.metadata?.booking_id === bookingId);
      if (found) return found;
      after = meta?.after ?? undefined;
      if (!after || data.length === 0) return null;
    }
    return null;
  },
});

export type DuffelOrders = ReturnType<typeof createDuffelOrders>;
