import { z } from 'zod';
import type { SandboxClock } from '@portal/sandbox-clock';
import type { Order, OrderCancellation } from './duffelTypes';
import { notFound } from './errors';
import { centsOf, formatCents } from './money';
import { zodValidationError } from './orderBody';
import {
  cancellationAlreadyConfirmed,
  cancellationExpired,
  orderAlreadyCancelled,
  orderNotCancellable,
} from './orderErrors';
import type { SandboxBalance } from './orders';
import type { DuffelOrderStore } from './orderStore';
import { airlineCreditsFor, refundFormOf } from './refundForms';
import type { SandboxIds } from './sandboxIds';
import { localToUtc } from './time';

/** How long a quote can be confirmed, as on Duffel. */
export const QUOTE_MINUTES = 15;

/** Before confirmation, confirmed_at is null (the SDK's type says string). */
export type OrderCancellationView = Omit<OrderCancellation, 'confirmed_at'> & { confirmed_at: string | null };

const bodySchema = z.object({ data: z.object({ order_id: z.string().min(1, 'is required') }) });

/** The instant the first flight leaves: departing_at is the origin's wall-clock time. */
const firstDepartureMs = (order: Order): number => {
  const segment = order.slices[0]?.segments[0];
  if (!segment) return Number.POSITIVE_INFINITY;
  const [date = '', time = '00:00'] = segment.departing_at.split('T');
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return localToUtc(segment.origin.time_zone ?? 'UTC', date, minutes);
};

/**
 * The refund by the fare's conditions: a refundable fare returns the order's total (services
 * included) less the refund penalty. A non-refundable fare cannot be cancelled for a refund:
 * the sandbox refuses it (422 order_not_cancellable) rather than quoting 0.00, as do flights
 * that have left.
 */
export const refundCents = (order: Order): number =>
  Math.max(
    0,
    centsOf(order.total_amount) - centsOf(order.conditions.refund_before_departure?.penalty_amount ?? '0.00'),
  );

export interface CancellationsDeps {
  clock: SandboxClock;
  ids: SandboxIds;
  store: DuffelOrderStore;
  balance: SandboxBalance;
}

/**
 * Order cancellations. A quote is not stored: its id carries the order id and when it was
 * quoted, and the refund follows from the order, so any instance can confirm it. A confirmed
 * cancellation is stored in its order (`cancellation`, `cancelled_at`).
 */
export const createCancellations = ({ clock, ids, store, balance }: CancellationsDeps) => {
  const assertCancellable = (order: Order, now: number) => {
    if (order.cancelled_at) throw orderAlreadyCancelled();
    if (order.conditions.refund_before_departure?.allowed !== true) {
      throw orderNotCancellable(
        'Order not refundable',
        'The fare of this order is non-refundable: it cannot be cancelled for a refund.',
      );
    }
    if (firstDepartureMs(order) <= now)
      throw orderNotCancellable(
        'Flight already departed',
        'The first flight of this order has departed: it can no longer be cancelled.',
      );
  };

  const quoteOf = (order: Order, createdAt: number): OrderCancellationView => ({
    id: ids.cancellationId(order.id, createdAt),
    order_id: order.id,
    live_mode: false,
    created_at: new Date(createdAt).toISOString(),
    expires_at: new Date(createdAt + QUOTE_MINUTES * 60_000).toISOString(),
    confirmed_at: null,
    refund_amount: formatCents(refundCents(order)),
    refund_currency: order.total_currency,
    // Only a refund to the balance is cash: credits and vouchers are the airline's to redeem.
    refund_to: refundFormOf(order.owner.iata_code ?? ''),
    airline_credits: airlineCreditsFor(order, refundCents(order)),
  });

  const orderOf = async (orderId: string): Promise<Order> => {
    const order = await store.get(orderId, clock.now());
    if (!order) throw notFound('The order does not exist.');
    return order;
  };

  const read = (id: string) => {
    const decoded = ids.readCancellation(id);
    if (!decoded) throw notFound();
    return decoded;
  };

  const create = async (body: unknown): Promise<OrderCancellationView> => {
    const parsed = bodySchema.safeParse(body);
    if (!parsed.success) throw zodValidationError(parsed.error.issues);
    const order = await orderOf(parsed.data.data.order_id);
    const now = clock.now().getTime();
    assertCancellable(order, now);
    return quoteOf(order, now);
  };

  const get = async (id: string): Promise<OrderCancellationView> => {
    const { orderId, createdAt } = read(id);
    const order = await orderOf(orderId);
    return order.cancellation?.id === id ? order.cancellation : quoteOf(order, createdAt);
  };

  const confirm = async (id: string): Promise<OrderCancellation> => {
    const { orderId, createdAt } = read(id);
    const order = await orderOf(orderId);
    if (order.cancellation?.id === id) throw cancellationAlreadyConfirmed();
    const now = clock.now().getTime();
    assertCancellable(order, now);
    const quote = quoteOf(order, createdAt);
    if (Date.parse(quote.expires_at) <= now) throw cancellationExpired();
    const confirmedAt = new Date(now).toISOString();
    const confirmed: OrderCancellation = { ...quote, confirmed_at: confirmedAt };
    const cancelled: Order = {
      ...order,
      cancelled_at: confirmedAt,
      cancellation: confirmed,
      available_actions: [],
      synced_at: confirmedAt,
    };
    if (!(await store.markCancelled(cancelled))) {
      // Another confirmation won the race: say which one.
      throw (await orderOf(orderId)).cancellation?.id === id ? cancellationAlreadyConfirmed() : orderAlreadyCancelled();
    }
    if (confirmed.refund_to === 'balance') balance.credit(refundCents(order));
    return confirmed;
  };

  return { create, get, confirm };
};
