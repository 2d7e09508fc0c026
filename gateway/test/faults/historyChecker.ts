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
  // A change's own intents are judged with the change (checkChanges), not as a second checkout capture.
  const intentsOf = groupBy(
    history.intents.filter((intent) => !intent.changeId),
    bookingOfIntent,
  );
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
      checkConfirmed(booking, orders, taken, flag, changedBy(history, booking.id));
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
  checkChanges(history, flag);
  return violations;
};

/** Where a change may stop: changed, or failed with nothing moved. */
const FINISHED_CHANGES = ['changed', 'failed'];

/**
 * Booking changes keep the booking's guarantees: a change the airline confirmed is paid (its own
 * intent captured once, by its amount) or refunded (by its amount, once); a change that failed
 * moved no money and holds none; Duffel confirmed exactly the changes the gateway finished.
 */
const checkChanges = (history: History, flag: Flag) => {
  const changes = history.changes ?? [];
  const confirmedAtAirline = new Set(history.orders.flatMap((order) => order.confirmedChangeIds ?? []));
  const finishedHere = new Set(
    changes.filter((change) => change.status === 'changed').map((change) => change.orderChangeId),
  );
  // Money Stripe holds or took for a change, or gave back for one, belongs to a change the gateway kept.
  const known = new Map(changes.map((change) => [change.id, change]));
  for (const intent of history.intents.filter((candidate) => candidate.changeId && !known.has(candidate.changeId)))
    if (intent.status === 'succeeded' || HELD.includes(intent.status))
      flag(
        'change-intent-unaccounted',
        null,
        `intent ${intent.id} (${intent.status}) names change ${intent.changeId}, unknown here`,
      );
  for (const refund of history.refunds ?? [])
    if (refund.changeId && known.get(refund.changeId)?.status !== 'changed')
      flag(
        'refund-without-change',
        known.get(refund.changeId)?.bookingId ?? null,
        `refund ${refund.id} for change ${refund.changeId}, which is ${known.get(refund.changeId)?.status ?? 'unknown here'}`,
      );
  for (const id of confirmedAtAirline)
    if (!finishedHere.has(id) && !changes.some((change) => change.orderChangeId === id && change.status !== 'failed'))
      flag('airline-change-unaccounted', null, `Duffel confirmed order change ${id}, the gateway has no change for it`);
  for (const change of changes) {
    const intents = history.intents.filter((intent) => intent.changeId === change.id);
    const taken = intents.filter((intent) => intent.status === 'succeeded');
    const refunded = (history.refunds ?? [])
      .filter((refund) => refund.changeId === change.id)
      .reduce((sum, refund) => sum + BigInt(refund.amount), 0n);
    const atAirline = change.orderChangeId !== null && confirmedAtAirline.has(change.orderChangeId);
    if (!FINISHED_CHANGES.includes(change.status))
      flag('change-unfinished', change.bookingId, `change ${change.id} is still ${change.status}`);
    if (taken.length > 1)
      flag('change-two-captures', change.bookingId, `change ${change.id}: ${taken.length} captures`);
    for (const intent of intents.filter((candidate) => HELD.includes(candidate.status)))
      if (FINISHED_CHANGES.includes(change.status))
        flag('change-hold-left', change.bookingId, `change ${change.id}: intent ${intent.id} still holds money`);
    if (change.status === 'changed') {
      if (!atAirline)
        flag('change-not-at-airline', change.bookingId, `change ${change.id} was not confirmed at Duffel`);
      const paid = taken.reduce((sum, intent) => sum + BigInt(intent.amountReceived), 0n);
      if (change.amountMinor > 0n && paid !== change.amountMinor)
        flag(
          'change-amount-mismatch',
          change.bookingId,
          `change ${change.id}: captured ${paid}, due ${change.amountMinor}`,
        );
      if (change.amountMinor < 0n && refunded !== -change.amountMinor)
        flag(
          'change-amount-mismatch',
          change.bookingId,
          `change ${change.id}: refunded ${refunded}, due ${-change.amountMinor}`,
        );
    }
    if (change.status === 'failed') {
      if (atAirline)
        flag('failed-change-at-airline', change.bookingId, `change ${change.id} failed, yet Duffel confirmed it`);
      if (taken.length > 0 || refunded > 0n)
        flag('failed-change-moved-money', change.bookingId, `change ${change.id} failed, yet money moved`);
    }
  }
};

type Flag = (rule: string, bookingId: string | null, detail: string) => void;

/** How many of the booking's changes Duffel confirmed (each moves the order's total, even one costing nothing). */
const changedBy = (history: History, bookingId: string): number => {
  const confirmed = new Set(history.orders.flatMap((order) => order.confirmedChangeIds ?? []));
  return (history.changes ?? []).filter(
    (change) => change.bookingId === bookingId && confirmed.has(change.orderChangeId ?? ''),
  ).length;
};

const checkConfirmed = (
  booking: BookingFact,
  orders: OrderFact[],
  taken: IntentFact[],
  flag: Flag,
  supplierChanges = 0,
) => {
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
  // After a change the order's total is the new fare's (the penalty is paid apart): the change checks judge it.
  if (order && !supplierChanges && order.totalMinor !== booking.supplierTotalMinor)
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
