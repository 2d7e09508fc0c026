import { z } from 'zod';
import type { SandboxClock } from '@portal/sandbox-clock';
import type { Offer, Order, OrderSlice } from './duffelTypes';
import { notFound, validationError } from './errors';
import { centsOf, formatCents, toCents } from './money';
import { zodValidationError } from './orderBody';
import {
  insufficientBalance,
  orderAlreadyCancelled,
  orderChangeAlreadyConfirmed,
  orderChangedSince,
  orderChangeOfferExpired,
  orderNotChangeable,
  paymentAmountMismatch,
} from './orderErrors';
import type { OfferStore } from './offerStore';
import type { SandboxBalance } from './orders';
import type { DuffelOrderStore } from './orderStore';
import { derivedId } from './random';
import { parseOfferRequest } from './requestBody';
import type { SandboxIds } from './sandboxIds';

/** How long an order change offer (and a change made from it) can be confirmed. */
export const CHANGE_OFFER_MINUTES = 30;
/** The offers one change request returns, cheapest first. */
const OFFERS_PER_REQUEST = 10;

const place = z.string().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter IATA code');
const requestSchema = z.object({
  data: z.object({
    order_id: z.string().min(1, 'is required'),
    slices: z.object({
      add: z
        .array(
          z.object({
            origin: place,
            destination: place,
            departure_date: z.iso.date('must be a date, yyyy-MM-dd'),
            cabin_class: z.enum(['first', 'business', 'premium_economy', 'economy']).nullish(),
          }),
        )
        .min(1),
      remove: z.array(z.object({ slice_id: z.string().min(1) })).min(1),
    }),
  }),
});
const createSchema = z.object({ data: z.object({ selected_order_change_offer: z.string().min(1, 'is required') }) });
const confirmSchema = z.object({
  data: z
    .object({
      payment: z
        .object({ type: z.enum(['balance', 'arc_bsp_cash']), amount: z.string(), currency: z.string() })
        .optional(),
    })
    .optional(),
});

/** Confirmed changes ride in the stored order under this key (never shown: see publicOrder). */
export const CONFIRMED_CHANGES = 'sandbox_confirmed_changes';
type ConfirmedChanges = Record<string, unknown>;
const confirmedChangesOf = (order: Order): ConfirmedChanges =>
  ((order as unknown as Record<string, unknown>)[CONFIRMED_CHANGES] as ConfirmedChanges | undefined) ?? {};

/** The order as Duffel shows it: without the sandbox's own record of confirmed changes. */
export const publicOrder = (order: Order): Order => {
  const { [CONFIRMED_CHANGES]: _hidden, ...shown } = order as unknown as Record<string, unknown>;
  return shown as unknown as Order;
};

const servicesCents = (order: Order) => order.services.reduce((sum, service) => sum + centsOf(service.total_amount), 0);

/**
 * The airline's change penalty follows the booked fare (its change_before_departure condition):
 * a flexible fare changes for nothing, a standard one for its penalty, a basic one not at all.
 */
export const changePenaltyCents = (order: Order): number | null => {
  const change = order.conditions.change_before_departure;
  return change?.allowed === true ? centsOf(change.penalty_amount ?? '0.00') : null;
};

export interface OrderChangesDeps {
  clock: SandboxClock;
  ids: SandboxIds;
  offers: OfferStore;
  store: DuffelOrderStore;
  balance: SandboxBalance;
}

/**
 * Order change requests, their offers and order changes. Nothing is stored until a change is
 * confirmed: each id carries its order, the search of the new slices and when it was made, so any
 * instance answers for it. The sandbox changes whole journeys (remove lists every slice of the
 * order); the new offer replaces the fare, the order's extras stay as they were.
 */
export const createOrderChanges = ({ clock, ids, offers, store, balance }: OrderChangesDeps) => {
  const orderOf = async (orderId: string): Promise<Order> => {
    const order = await store.get(orderId, clock.now());
    if (!order) throw notFound('The order does not exist.');
    return order;
  };

  const assertChangeable = (order: Order) => {
    if (order.cancelled_at) throw orderAlreadyCancelled();
    if (changePenaltyCents(order) === null || !order.available_actions.includes('change'))
      throw orderNotChangeable('Order not changeable', 'The fare of this order does not allow changes.');
  };

  const newOfferOf = (offerId: string): Offer => {
    const stored = offers.offer(offerId);
    const offer = stored?.generated.offers[stored.index];
    if (!offer) throw notFound();
    return offer;
  };

  const amountsOf = (order: Order, offer: Offer) => {
    const penalty = changePenaltyCents(order) ?? 0;
    const oldFare = centsOf(order.total_amount) - servicesCents(order);
    return { penalty, change: centsOf(offer.total_amount) - oldFare + penalty, newTotal: centsOf(offer.total_amount) };
  };

  const changeOfferView = (order: Order, offer: Offer, createdAt: number, id: string) => {
    const { penalty, change, newTotal } = amountsOf(order, offer);
    const at = new Date(createdAt).toISOString();
    return {
      id,
      created_at: at,
      updated_at: at,
      expires_at: new Date(createdAt + CHANGE_OFFER_MINUTES * 60_000).toISOString(),
      change_total_amount: formatCents(change),
      change_total_currency: order.total_currency,
      new_total_amount: formatCents(newTotal),
      new_total_currency: order.total_currency,
      penalty_amount: formatCents(penalty),
      penalty_currency: order.total_currency,
      refund_to: 'balance' as const,
      slices: { add: offer.slices, remove: order.slices },
    };
  };

  // Duffel sends a change search to the airline the order was booked with: only its flights come
  // back (none, when it does not fly the new journey on that day).
  const offersFor = (order: Order, search: ReturnType<typeof parseOfferRequest>, createdAt: number) => {
    const generated = offers.create(search);
    return generated.offers
      .filter(
        (offer) => offer.owner.iata_code === order.owner.iata_code && offer.total_currency === order.total_currency,
      )
      .slice(0, OFFERS_PER_REQUEST)
      .map((offer) => {
        const id = ids.changeOfferId(order.id, offer.id, createdAt) as string;
        return { ...changeOfferView(order, offer, createdAt, id), order_change_id: null };
      });
  };

  const requestView = (order: Order, search: ReturnType<typeof parseOfferRequest>, createdAt: number, id: string) => ({
    id,
    order_id: order.id,
    live_mode: false,
    created_at: new Date(createdAt).toISOString(),
    updated_at: new Date(createdAt).toISOString(),
    slices: {
      add: search.slices.map((slice) => ({
        origin: slice.origin,
        destination: slice.destination,
        departure_date: slice.departureDate,
        cabin_class: search.cabinClass,
      })),
      remove: order.slices.map((slice) => ({ slice_id: slice.id })),
    },
    order_change_offers: offersFor(order, search, createdAt),
  });

  const createRequest = async (body: unknown) => {
    const parsed = requestSchema.safeParse(body);
    if (!parsed.success) throw zodValidationError(parsed.error.issues);
    const { order_id: orderId, slices } = parsed.data.data;
    const order = await orderOf(orderId);
    assertChangeable(order);
    const removed = new Set(slices.remove.map((slice) => slice.slice_id));
    const unknown = [...removed].find((id) => !order.slices.some((slice) => slice.id === id));
    if (unknown) throw validationError(`'${unknown}' is not a slice of this order.`, 'slice_id', '/slices/remove');
    if (removed.size !== order.slices.length)
      throw validationError('The sandbox changes whole journeys: remove every slice of the order.', 'remove');
    const now = clock.now();
    const cabin = order.slices[0]?.segments[0]?.passengers[0]?.cabin_class ?? 'economy';
    const search = parseOfferRequest(
      {
        data: {
          slices: slices.add.map(({ origin, destination, departure_date }) => ({
            origin,
            destination,
            departure_date,
          })),
          passengers: order.passengers.map((passenger) => ({ type: passenger.type })),
          cabin_class: slices.add[0]?.cabin_class ?? cabin,
        },
      },
      now,
    );
    return requestView(order, search, now.getTime(), ids.changeRequestId(order.id, search, now.getTime()));
  };

  const getRequest = async (id: string) => {
    const decoded = ids.readChangeRequest(id);
    if (!decoded) throw notFound();
    return requestView(await orderOf(decoded.orderId), decoded.search, decoded.createdAt, id);
  };

  const readOffer = (id: string, read: SandboxIds['readChangeOffer']) => {
    const decoded = read(id);
    if (!decoded?.offerId) throw notFound();
    return decoded as typeof decoded & { offerId: string };
  };

  const getOffer = async (id: string) => {
    const { orderId, offerId, createdAt } = readOffer(id, ids.readChangeOffer);
    const order = await orderOf(orderId);
    return { ...changeOfferView(order, newOfferOf(offerId), createdAt, id), order_change_id: null };
  };

  const sliceIdOf = (changeId: string, index: number) => derivedId('sli', `${changeId}:${index}`);
  const confirmedIn = (order: Order, changeId: string) => changeId in confirmedChangesOf(order);

  const changeView = (order: Order, offer: Offer, createdAt: number, id: string, confirmedAt: string | null) => {
    const { slices, id: _offerView, ...view } = changeOfferView(order, offer, createdAt, id);
    return {
      ...view,
      id,
      order_id: order.id,
      live_mode: false,
      confirmed_at: confirmedAt,
      penalty_total_amount: view.penalty_amount,
      penalty_total_currency: view.penalty_currency,
      slices,
    };
  };

  const createChange = async (body: unknown) => {
    const parsed = createSchema.safeParse(body);
    if (!parsed.success) throw zodValidationError(parsed.error.issues);
    const offerOfferId = parsed.data.data.selected_order_change_offer;
    const { orderId, offerId, createdAt } = readOffer(offerOfferId, ids.readChangeOffer);
    const order = await orderOf(orderId);
    assertChangeable(order);
    const now = clock.now().getTime();
    if (createdAt + CHANGE_OFFER_MINUTES * 60_000 <= now) throw orderChangeOfferExpired();
    const id = ids.orderChangeId(orderId, offerId, createdAt) as string;
    return changeView(order, newOfferOf(offerId), createdAt, id, null);
  };

  const getChange = async (id: string) => {
    const { orderId, offerId, createdAt } = readOffer(id, ids.readOrderChange);
    const order = await orderOf(orderId);
    const confirmed = confirmedChangesOf(order)[id];
    return (
      (confirmed as ReturnType<typeof changeView> | undefined) ??
      changeView(order, newOfferOf(offerId), createdAt, id, null)
    );
  };

  /** The order flying the new offer's flights, its passengers' ids kept (matched in order). */
  const changedOrder = (order: Order, offer: Offer, changeId: string, at: string): Order => {
    const passengerIds = order.passengers.map((passenger) => passenger.id);
    const slices: OrderSlice[] = offer.slices.map((slice, s) => ({
      id: sliceIdOf(changeId, s),
      origin: slice.origin,
      origin_type: slice.origin_type,
      destination: slice.destination,
      destination_type: slice.destination_type,
      duration: slice.duration,
      fare_brand_name: slice.fare_brand_name,
      conditions: { change_before_departure: slice.conditions.change_before_departure },
      segments: slice.segments.map((segment, g) => ({
        ...segment,
        id: derivedId('seg', `${changeId}:${s}:${g}`),
        duration: segment.duration ?? '',
        distance: segment.distance ?? '',
        origin_terminal: segment.origin_terminal as string,
        destination_terminal: segment.destination_terminal as string,
        passengers: segment.passengers.map((passenger, p) => ({
          ...passenger,
          passenger_id: passengerIds[p] ?? passenger.passenger_id,
        })),
      })),
    }));
    const extras = servicesCents(order);
    return {
      ...order,
      slices,
      total_amount: formatCents(centsOf(offer.total_amount) + extras),
      base_amount: formatCents(centsOf(offer.base_amount) + extras),
      tax_amount: offer.tax_amount ?? '0.00',
      conditions: offer.conditions,
      synced_at: at,
    };
  };

  const confirmChange = async (id: string, body: unknown) => {
    const parsed = confirmSchema.safeParse(body ?? {});
    if (!parsed.success) throw zodValidationError(parsed.error.issues);
    const { orderId, offerId, createdAt } = readOffer(id, ids.readOrderChange);
    const order = await orderOf(orderId);
    if (confirmedIn(order, id)) throw orderChangeAlreadyConfirmed();
    assertChangeable(order);
    const now = clock.now().getTime();
    if (createdAt + CHANGE_OFFER_MINUTES * 60_000 <= now) throw orderChangeOfferExpired();
    if (Date.parse(order.synced_at) > createdAt) throw orderChangedSince();
    const offer = newOfferOf(offerId);
    const { change } = amountsOf(order, offer);
    const payment = parsed.data.data?.payment;
    if (change > 0) {
      if (!payment || toCents(payment.amount) !== change || payment.currency !== order.total_currency)
        throw paymentAmountMismatch(formatCents(change), order.total_currency);
      if (balance.cents() < change) throw insufficientBalance();
    }
    const at = new Date(now).toISOString();
    const confirmed = changeView(order, offer, createdAt, id, at);
    const changed = {
      ...changedOrder(order, offer, id, at),
      [CONFIRMED_CHANGES]: { ...confirmedChangesOf(order), [id]: confirmed },
    } as Order;
    if (!(await store.markChanged(changed, order.synced_at))) {
      const current = await orderOf(orderId);
      throw confirmedIn(current, id) ? orderChangeAlreadyConfirmed() : orderChangedSince();
    }
    if (change > 0) balance.debit(change);
    else balance.credit(-change);
    return confirmed;
  };

  return { createRequest, getRequest, getOffer, createChange, getChange, confirmChange };
};

export type OrderChanges = ReturnType<typeof createOrderChanges>;
