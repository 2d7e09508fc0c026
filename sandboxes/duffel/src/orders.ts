import type { SandboxClock } from '@portal/sandbox-clock';
import type { Offer, Order } from './duffelTypes';
import { notFound, offerNoLongerAvailable, validationError } from './errors';
import { formatCents, toCents } from './money';
import { parseCreateOrder } from './orderBody';
import { publicOrder } from './orderChanges';
import { buildOrder, newOrderId, orderTotalCents } from './orderBuilder';
import { insufficientBalance, offerRequestAlreadyBooked, paymentAmountMismatch, priceChanged } from './orderErrors';
import type { PriceChanges } from './priceChanges';
import { checkPassengers, type OrderPassengerFacts } from './orderPassengers';
import { resolveServices, type BookedService } from './orderServices';
import type { DuffelOrderStore } from './orderStore';
import type { OfferStore } from './offerStore';
import type { SandboxIds } from './sandboxIds';

/** In test mode Duffel's balance is unlimited; the sandbox's is merely large, so that running out can be tested. */
export const DEFAULT_BALANCE = '100000000.00';

/** The sandbox's Duffel balance, in cents: orders are paid from it, cancellations refund to it. */
export const createBalance = (initial: string = DEFAULT_BALANCE) => {
  const parse = (amount: string) => {
    const cents = toCents(amount);
    if (cents === null) throw new RangeError(`a balance is an amount such as "250.00", not ${amount}`);
    return cents;
  };
  let cents = parse(initial);
  return {
    cents: () => cents,
    amount: () => formatCents(cents),
    set: (amount: string) => {
      cents = parse(amount);
    },
    credit: (amount: number) => {
      cents += amount;
    },
    debit: (amount: number) => {
      cents -= amount;
    },
  };
};

export type SandboxBalance = ReturnType<typeof createBalance>;

/** A create-order request that passed every check: what is left is to book it. */
export interface PreparedOrder {
  offerId: string;
  /** Duffel orders one offer per offer request: the request is what an order takes. */
  offerRequestId: string;
  offer: Offer;
  passengers: OrderPassengerFacts[];
  services: BookedService[];
  metadata: Record<string, string>;
  totalCents: number;
}

export interface OrdersDeps {
  clock: SandboxClock;
  ids: SandboxIds;
  offers: OfferStore;
  store: DuffelOrderStore;
  balance: SandboxBalance;
  /** Prices that moved since the search (the price_change fault). */
  prices: PriceChanges;
}

/** Order creation in two steps, so a fault can fall between the checks and the booking. */
export const createOrders = ({ clock, ids, offers, store, balance, prices }: OrdersDeps) => {
  const prepare = async (body: unknown): Promise<PreparedOrder> => {
    const data = parseCreateOrder(body);
    const offerId = data.selected_offers[0] as string;
    const stored = offers.offer(offerId);
    const offer = stored?.generated.offers[stored.index];
    if (!stored || !offer)
      throw validationError(
        `selected_offers.0: '${offerId}' is not an offer this API issued.`,
        'selected_offers',
        '/selected_offers/0',
      );
    const decoded = ids.readOffer(offerId);
    const offerRequestId = decoded ? ids.requestId(decoded.search) : offerId;
    // A request already booked says so before anything else (its price may have moved since): a
    // caller that lost the first answer learns an order exists, and looks it up.
    if (await store.booked(offerRequestId)) throw offerRequestAlreadyBooked();
    const now = clock.now();
    if (Date.parse(offer.expires_at) <= now.getTime()) throw offerNoLongerAvailable();
    const passengers = checkPassengers(offer, data.passengers, now.toISOString().slice(0, 10));
    const services = resolveServices(stored, ids, data.services ?? []);
    const payment = data.payments[0];
    if (payment?.currency !== offer.total_currency) {
      throw validationError(
        `payments.0.currency: must be ${offer.total_currency}, the offer's currency.`,
        'currency',
        '/payments/0/currency',
      );
    }
    const totalCents = orderTotalCents(prices.priced(offer, now), services);
    if (toCents(payment.amount) !== totalCents) {
      // Paid at the listed price after the price moved: Duffel's price_changed, read the offer again.
      if (prices.changed(offerId, now) && toCents(payment.amount) === orderTotalCents(offer, services))
        throw priceChanged();
      throw paymentAmountMismatch(formatCents(totalCents), offer.total_currency);
    }
    return {
      offerId,
      offerRequestId,
      offer: prices.priced(offer, now),
      passengers,
      services,
      metadata: data.metadata ?? {},
      totalCents,
    };
  };

  /** Books the prepared order, paid from the balance; it shows to reads `visibleAfterMs` from now. */
  const commit = async (prepared: PreparedOrder, visibleAfterMs = 0): Promise<Order> => {
    if (balance.cents() < prepared.totalCents) throw insufficientBalance();
    balance.debit(prepared.totalCents);
    const order = buildOrder(newOrderId(), {
      ...prepared,
      createdAt: new Date(clock.now().getTime() + visibleAfterMs),
    });
    try {
      const { created } = await store.insert(prepared.offerRequestId, order);
      if (!created) throw offerRequestAlreadyBooked();
    } catch (error) {
      balance.credit(prepared.totalCents);
      throw error;
    }
    return order;
  };

  const get = async (id: string): Promise<Order> => {
    const order = await store.get(id, clock.now());
    if (!order) throw notFound();
    return publicOrder(order);
  };

  return { prepare, commit, get };
};

export type Orders = ReturnType<typeof createOrders>;
