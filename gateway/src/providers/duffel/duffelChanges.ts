import type { Duffel } from '@duffel/api';
import type { OrderChangeOffer } from '@duffel/api/types';
import type { Logger } from '../../http/logger';
import { withDeadline } from './deadline';
import { classifyOrderFailure } from './duffelOrders';

const DEADLINE_MS = 20_000;

/** A flight of a change offer, as the SDK types it. */
export type OrderChangeOfferSlice = OrderChangeOffer['slices']['add'][number];

/** Duffel's amounts can be negative here (a refund): '-12.40'. */
export interface DuffelChangeOffer {
  id: string;
  changeTotalAmount: string;
  penaltyAmount: string;
  newTotalAmount: string;
  currency: string;
  expiresAt: string;
  slices: OrderChangeOfferSlice[];
}

export interface DuffelOrderChange {
  id: string;
  changeTotalAmount: string;
  currency: string;
  confirmedAt: string | null;
  expiresAt: string;
  slices: OrderChangeOfferSlice[];
}

export type ChangeCall<T> =
  | { outcome: 'done'; value: T }
  /** Duffel said no (not changeable, offer expired, already confirmed): nothing changed. */
  | { outcome: 'rejected'; code: string; message: string }
  /** No clear answer: ask again. */
  | { outcome: 'unknown'; reason: string };

export interface ChangeSliceSearch {
  origin: string;
  destination: string;
  departureDate: string;
}

interface OfferData {
  id: string;
  change_total_amount: string | null;
  change_total_currency: string | null;
  penalty_amount: string | null;
  new_total_amount: string | null;
  new_total_currency: string;
  expires_at: string;
  slices: { add: OrderChangeOfferSlice[] };
}

interface ChangeData {
  id: string;
  change_total_amount: string;
  change_total_currency: string;
  confirmed_at: string | null;
  expires_at: string;
  slices: { add: OrderChangeOfferSlice[] };
}

const offerOf = (data: OfferData): DuffelChangeOffer => ({
  id: data.id,
  changeTotalAmount: data.change_total_amount ?? '0',
  penaltyAmount: data.penalty_amount ?? '0',
  newTotalAmount: data.new_total_amount ?? '0',
  currency: data.change_total_currency ?? data.new_total_currency,
  expiresAt: data.expires_at,
  slices: data.slices.add,
});

const changeOf = (data: ChangeData): DuffelOrderChange => ({
  id: data.id,
  changeTotalAmount: data.change_total_amount,
  currency: data.change_total_currency,
  confirmedAt: data.confirmed_at ?? null,
  expiresAt: data.expires_at,
  slices: data.slices.add,
});

/** Duffel's order change flow over the SDK: a change request with its offers, an order change, its confirmation. */
export const createDuffelChanges = (duffel: Duffel, logger: Logger) => {
  const call = async <T>(what: string, work: () => Promise<T>): Promise<ChangeCall<T>> => {
    try {
      return { outcome: 'done', value: await withDeadline(work(), DEADLINE_MS) };
    } catch (error) {
      const outcome = classifyOrderFailure(error);
      logger.warn(
        {
          call: what,
          outcome: outcome.outcome,
          detail: outcome.outcome === 'rejected' ? outcome.code : outcome.reason,
        },
        'duffel order change call failed',
      );
      return outcome;
    }
  };

  return {
    /** The order's slice ids as they are now (a change gives the order new ones). */
    orderSliceIds: (orderId: string) =>
      call('orders.get', async () => (await duffel.orders.get(orderId)).data.slices.map((slice) => slice.id)),
    /** What the order's fare allows now: a change replaces the fare, and the new one brings its own conditions. */
    orderConditions: (orderId: string) =>
      call('orders.get', async () => (await duffel.orders.get(orderId)).data.conditions),
    /** Other flights for the whole journey: every slice of the order is replaced. */
    request: (orderId: string, removeSliceIds: string[], add: ChangeSliceSearch[]) =>
      call('orderChangeRequests.create', async () => {
        const { data } = await duffel.orderChangeRequests.create({
          order_id: orderId,
          slices: {
            remove: removeSliceIds.map((slice_id) => ({ slice_id })),
            add: add.map((slice) => ({
              origin: slice.origin,
              destination: slice.destination,
              departure_date: slice.departureDate,
            })),
          },
        });
        return data.order_change_offers.map((offer) => offerOf(offer as unknown as OfferData));
      }),
    create: (changeOfferId: string) =>
      call('orderChanges.create', async () => {
        const { data } = await duffel.orderChanges.create({ selected_order_change_offer: changeOfferId });
        return changeOf(data as unknown as ChangeData);
      }),
    /** A positive change is paid from the Duffel balance, by the exact amount Duffel quoted. */
    confirm: (changeId: string, payment: { amount: string; currency: string } | null) =>
      call('orderChanges.confirm', async () => {
        const { data } = await duffel.orderChanges.confirm(
          changeId,
          payment ? { payment: { type: 'balance', ...payment } } : {},
        );
        return changeOf(data as unknown as ChangeData);
      }),
    get: (changeId: string) =>
      call('orderChanges.get', async () =>
        changeOf((await duffel.orderChanges.get(changeId)).data as unknown as ChangeData),
      ),
  };
};

export type DuffelChanges = ReturnType<typeof createDuffelChanges>;
