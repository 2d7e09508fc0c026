import type { BookingFact, History, IntentFact, OrderFact, Violation } from './history';

/** A card hold still in force: money the traveller cannot use. */
const HELD = ['requires_capture'];
/** What the row of a failed booking's authorization may say: nothing is held by it. */
const RELEASED_ROW = ['voided', 'declined', 'requires_action'];

const groupBy = <T>(items: T[], key: (item: T) => string | null): Map<string | null, T[]> => {
  const groups = new Map<string | null, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/**
 * The checkout saga's invariants, proved over a recorded history: every booking ended
 * confirmed (one capture, one order, amounts matching; cancelled by the traveller: that order
 * cancelled) or failed (no order, no capture, no hold);
 * no order without a capture and no capture without an order, anywhere; and the gateway's own
 * records agree with the providers'. Returns every violation found (none: the run was sound).
 */
export const checkHistory = (history: History): Violation[] => {
  const violations: Violation[] = [];
  const flag = (rule: string, bookingId: string | null, detail: string) => violations.push({ rule, bookingId, detail });
  const bookings = new Map(history.bookings.map((booking) => [booking.id, booking]));
  const rowOf = new Map(history.authorizations.map((row) => [row.id, row]));
  // An intent belongs to the booking in its metadata, else to its authorization row's booking.
  const bookingOfIntent = (intent: IntentFact) =>
    intent.bookingId ?? (intent.authorizationId ? (rowOf.get(intent.authorizationId)?.bookingId ?? null) : null);
  const intentsOf = groupBy(history.intents, bookingOfIntent);
  // A cancelled order is no order the booking holds, unless the traveller cancelled the booking:
  // then it is that booking's order, kept with its capture (refunded afterwards).
  const cancelledByTraveller = (order: OrderFact) =>
    order.bookingId !== null && bookings.get(order.bookingId)?.status === 'cancelled';
  const ordersOf = groupBy(
    history.orders.filter((order) => !order.cancelled || cancelledByTraveller(order)),
    (order) => order.bookingId,
  );
  const captured = (booking: string | null) =>
    (intentsOf.get(booking) ?? []).filter((intent) => intent.status === 'succeeded');

  // Providers first: nothing may exist on either side that the gateway cannot account for.
  for (const [bookingId, orders] of ordersOf) {
    if (bookingId === null || !bookings.has(bookingId))
      flag(
        'order-without-booking',
        bookingId,
        `order ${orders.map((order) => order.id).join(', ')} names no booking of this gateway`,
      );
    if (orders.length > 1)
      flag('two-orders', bookingId, `${orders.length} orders: ${orders.map((order) => order.id).join(', ')}`);
    if (captured(bookingId).length === 0)
      flag('order-without-capture', bookingId, `order ${orders[0]?.id} was made but no money was captured`);
  }
  for (const [bookingId, intents] of intentsOf) {
    const taken = intents.filter((intent) => intent.status === 'succeeded');
    if (taken.length > 1)
      flag(
        'two-captures',
        bookingId,
        `${taken.length} captured intents: ${taken.map((intent) => intent.id).join(', ')}`,
      );
    if (taken.length > 0 && !ordersOf.get(bookingId)?.length)
      flag('capture-without-order', bookingId, `intent ${taken[0]?.id} was captured but no order exists`);
    const booking = bookingId ? bookings.get(bookingId) : undefined;
    for (const intent of intents.filter((candidate) => HELD.includes(candidate.status))) {
      // A hold is fine only while its booking may still capture it, and a finished booking may not.
      if (!booking || ['failed', 'confirmed', 'cancelled'].includes(booking.status))
        flag(
          'hold-left',
          bookingId,
          `intent ${intent.id} still holds ${intent.amount} (${booking?.status ?? 'no booking'})`,
        );
    }
  }

  for (const booking of history.bookings) {
    const orders = ordersOf.get(booking.id) ?? [];
    const taken = captured(booking.id);
    if (booking.status === 'confirmed' || booking.status === 'cancelled') {
      checkConfirmed(booking, orders, taken, flag);
      if (booking.status === 'cancelled' && orders.some((order) => !order.cancelled))
        flag('cancelled-but-order-live', booking.id, `cancelled, yet order ${orders[0]?.id} is not`);
    } else if (booking.status === 'failed') {
      if (orders.length > 0) flag('failed-but-ordered', booking.id, `failed, yet order ${orders[0]?.id} exists`);
      if (taken.length > 0) flag('failed-but-charged', booking.id, `failed, yet intent ${taken[0]?.id} was captured`);
      for (const row of history.authorizations.filter(
        (candidate) => candidate.bookingId === booking.id && !RELEASED_ROW.includes(candidate.status),
      )) {
        flag('authorization-not-voided', booking.id, `failed, yet its authorization ${row.id} is ${row.status}`);
      }
    } else flag('unfinished', booking.id, `still ${booking.status}`);
    const authorization = booking.paymentAuthorizationId ? rowOf.get(booking.paymentAuthorizationId) : undefined;
    if (
      authorization &&
      booking.sellingTotalMinor !== null &&
      authorization.amountMinor !== booking.sellingTotalMinor
    ) {
      flag(
        'amount-mismatch',
        booking.id,
        `authorized ${authorization.amountMinor}, the booking's total is ${booking.sellingTotalMinor}`,
      );
    }
  }

  checkEvents(history, flag);
  return violations;
};

type Flag = (rule: string, bookingId: string | null, detail: string) => void;

const checkConfirmed = (booking: BookingFact, orders: OrderFact[], taken: IntentFact[], flag: Flag) => {
  const [order] = orders;
  const [capture] = taken;
  if (!order) flag('confirmed-without-order', booking.id, 'confirmed, but Duffel has no order for it');
  else if (order.id !== booking.duffelOrderId)
    flag('wrong-order', booking.id, `the booking names order ${booking.duffelOrderId}, Duffel has ${order.id}`);
  if (!capture) flag('confirmed-without-capture', booking.id, 'confirmed, but nothing was captured');
  if (capture && BigInt(capture.amountReceived) !== booking.sellingTotalMinor)
    flag(
      'amount-mismatch',
      booking.id,
      `captured ${capture.amountReceived}, the selling total is ${booking.sellingTotalMinor}`,
    );
  if (capture && capture.currency.toUpperCase() !== booking.currency?.toUpperCase())
    flag('amount-mismatch', booking.id, `captured in ${capture.currency}, the booking is in ${booking.currency}`);
  if (order && order.totalMinor !== booking.supplierTotalMinor)
    flag(
      'amount-mismatch',
      booking.id,
      `Duffel was paid ${order.totalMinor}, the supplier total is ${booking.supplierTotalMinor}`,
    );
};

/** The recorded steps tell the same story: the money is taken only once the order exists, and each booking is confirmed once. */
const checkEvents = (history: History, flag: Flag) => {
  const statusOf = new Map(history.bookings.map((booking) => [booking.id, booking.status]));
  for (const [bookingId, events] of groupBy(history.events, (event) => event.bookingId)) {
    const steps = [...events].sort((x, y) => x.seq - y.seq).map((event) => `${event.step}:${event.outcome}`);
    const firstCapture = steps.indexOf('capture:done');
    const firstOrder = steps.indexOf('order:created');
    if (firstCapture >= 0 && (firstOrder < 0 || firstCapture < firstOrder))
      flag('capture-before-order', bookingId, steps.join(' → '));
    const confirms = steps.filter((step) => step === 'confirm:confirmed').length;
    if (confirms > 1) flag('confirmed-twice', bookingId, `${confirms} confirm events`);
    if (bookingId && statusOf.get(bookingId) === 'confirmed' && confirms === 0)
      flag('confirm-not-recorded', bookingId, steps.join(' → '));
  }
};
