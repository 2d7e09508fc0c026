import type { History } from './history';
import { checkHistory } from './historyChecker';

/**
 * A sound history of three bookings: one confirmed, one failed after its authorization was
 * voided, one declined (never held). Each story below plants one fault in a copy of it.
 */
const soundHistory = (): History => ({
  bookings: [
    {
      id: 'b-ok',
      status: 'confirmed',
      currency: 'USD',
      sellingTotalMinor: 12300n,
      supplierTotalMinor: 10000n,
      paymentAuthorizationId: 'a-ok',
      duffelOrderId: 'ord-ok',
    },
    {
      id: 'b-void',
      status: 'failed',
      currency: 'USD',
      sellingTotalMinor: 24600n,
      supplierTotalMinor: 20000n,
      paymentAuthorizationId: 'a-void',
      duffelOrderId: null,
    },
    {
      id: 'b-declined',
      status: 'failed',
      currency: 'USD',
      sellingTotalMinor: 6150n,
      supplierTotalMinor: 5000n,
      paymentAuthorizationId: 'a-declined',
      duffelOrderId: null,
    },
  ],
  events: [
    { seq: 1, bookingId: 'b-ok', step: 'authorize', outcome: 'authorized' },
    { seq: 2, bookingId: 'b-ok', step: 'order', outcome: 'created' },
    { seq: 3, bookingId: 'b-ok', step: 'capture', outcome: 'done' },
    { seq: 4, bookingId: 'b-ok', step: 'confirm', outcome: 'confirmed' },
    { seq: 5, bookingId: 'b-void', step: 'authorize', outcome: 'authorized' },
    { seq: 6, bookingId: 'b-void', step: 'order', outcome: 'unknown' },
    { seq: 7, bookingId: 'b-void', step: 'fail', outcome: 'ORDER_FAILED' },
    { seq: 8, bookingId: 'b-void', step: 'void', outcome: 'done' },
    { seq: 9, bookingId: 'b-declined', step: 'authorize', outcome: 'declined' },
  ],
  authorizations: [
    { id: 'a-ok', bookingId: 'b-ok', status: 'captured', providerPaymentId: 'pi-ok', amountMinor: 12300n },
    { id: 'a-void', bookingId: 'b-void', status: 'voided', providerPaymentId: 'pi-void', amountMinor: 24600n },
    {
      id: 'a-declined',
      bookingId: 'b-declined',
      status: 'declined',
      providerPaymentId: 'pi-declined',
      amountMinor: 6150n,
    },
  ],
  intents: [
    {
      id: 'pi-ok',
      status: 'succeeded',
      amount: 12300,
      amountReceived: 12300,
      currency: 'usd',
      bookingId: 'b-ok',
      authorizationId: 'a-ok',
    },
    {
      id: 'pi-void',
      status: 'canceled',
      amount: 24600,
      amountReceived: 0,
      currency: 'usd',
      bookingId: 'b-void',
      authorizationId: 'a-void',
    },
    {
      id: 'pi-declined',
      status: 'requires_payment_method',
      amount: 6150,
      amountReceived: 0,
      currency: 'usd',
      bookingId: 'b-declined',
      authorizationId: 'a-declined',
    },
  ],
  orders: [{ id: 'ord-ok', bookingId: 'b-ok', totalMinor: 10000n, currency: 'USD', cancelled: false }],
});

const rulesOf = (history: History) =>
  checkHistory(history)
    .map(({ rule, bookingId }) => `${rule}@${bookingId}`)
    .sort();

/** A sound history changed by `plant`. */
const planted = (plant: (history: History) => void): History => {
  const history = soundHistory();
  plant(history);
  return history;
};

const intent = (history: History, id: string) =>
  history.intents.find((candidate) => candidate.id === id) as History['intents'][number];
const booking = (history: History, id: string) =>
  history.bookings.find((candidate) => candidate.id === id) as History['bookings'][number];

describe('checkHistory', () => {
  test('a sound history has no violation', () => {
    expect(checkHistory(soundHistory())).toEqual([]);
  });

  test.each<[string, (history: History) => void, string[]]>([
    [
      'an order for a failed booking (made after its void)',
      (h) =>
        h.orders.push({ id: 'ord-late', bookingId: 'b-void', totalMinor: 20000n, currency: 'USD', cancelled: false }),
      ['failed-but-ordered@b-void', 'order-without-capture@b-void'],
    ],
    [
      'a capture for a failed booking',
      (h) => Object.assign(intent(h, 'pi-void'), { status: 'succeeded', amountReceived: 24600 }),
      ['capture-without-order@b-void', 'failed-but-charged@b-void'],
    ],
    [
      'a second order for a confirmed booking',
      (h) =>
        h.orders.push({ id: 'ord-twice', bookingId: 'b-ok', totalMinor: 10000n, currency: 'USD', cancelled: false }),
      ['two-orders@b-ok'],
    ],
    [
      'a second captured intent for a confirmed booking',
      (h) =>
        h.intents.push({
          id: 'pi-twice',
          status: 'succeeded',
          amount: 12300,
          amountReceived: 12300,
          currency: 'usd',
          bookingId: 'b-ok',
          authorizationId: null,
        }),
      ['two-captures@b-ok'],
    ],
    [
      'a confirmed booking whose money was never captured',
      (h) => Object.assign(intent(h, 'pi-ok'), { status: 'requires_capture', amountReceived: 0 }),
      ['confirmed-without-capture@b-ok', 'hold-left@b-ok', 'order-without-capture@b-ok'],
    ],
    [
      'a confirmed booking without an order',
      (h) => h.orders.splice(0),
      ['capture-without-order@b-ok', 'confirmed-without-order@b-ok'],
    ],
    [
      'a failed booking whose hold was never voided',
      (h) => Object.assign(intent(h, 'pi-void'), { status: 'requires_capture' }),
      ['hold-left@b-void'],
    ],
    [
      'a failed booking whose authorization row still says authorized',
      (h) => Object.assign(h.authorizations[1] as object, { status: 'authorized' }),
      ['authorization-not-voided@b-void'],
    ],
    [
      'an intent held for a booking the gateway does not know',
      (h) =>
        h.intents.push({
          id: 'pi-stray',
          status: 'requires_capture',
          amount: 500,
          amountReceived: 0,
          currency: 'usd',
          bookingId: 'b-ghost',
          authorizationId: null,
        }),
      ['hold-left@b-ghost'],
    ],
    [
      'an order for a booking the gateway does not know',
      (h) =>
        h.orders.push({ id: 'ord-stray', bookingId: 'b-ghost', totalMinor: 500n, currency: 'USD', cancelled: false }),
      ['order-without-booking@b-ghost', 'order-without-capture@b-ghost'],
    ],
    [
      'a booking left unfinished',
      (h) => Object.assign(booking(h, 'b-void'), { status: 'order_unknown' }),
      ['unfinished@b-void'],
    ],
    [
      'a capture of another amount',
      (h) => Object.assign(intent(h, 'pi-ok'), { amountReceived: 12000 }),
      ['amount-mismatch@b-ok'],
    ],
    [
      'Duffel paid another amount',
      (h) => Object.assign(h.orders[0] as object, { totalMinor: 9999n }),
      ['amount-mismatch@b-ok'],
    ],
    [
      'the booking names another order',
      (h) => Object.assign(booking(h, 'b-ok'), { duffelOrderId: 'ord-other' }),
      ['wrong-order@b-ok'],
    ],
    [
      'the money taken before the order existed',
      (h) => Object.assign(h.events[1] as object, { seq: 3.5 }),
      ['capture-before-order@b-ok'],
    ],
    [
      'a booking confirmed twice',
      (h) => h.events.push({ seq: 10, bookingId: 'b-ok', step: 'confirm', outcome: 'confirmed' }),
      ['confirmed-twice@b-ok'],
    ],
  ])('finds %s', (_story, plant, rules) => {
    expect(rulesOf(planted(plant))).toEqual(rules);
  });

  test('a booking its traveller cancelled keeps its one capture and its cancelled order', () => {
    const history = planted((h) => {
      Object.assign(booking(h, 'b-ok'), { status: 'cancelled' });
      Object.assign(h.orders[0] as object, { cancelled: true });
    });
    expect(checkHistory(history)).toEqual([]);
    Object.assign(history.orders[0] as object, { cancelled: false });
    expect(rulesOf(history)).toEqual(['cancelled-but-order-live@b-ok']);
  });

  test('a cancelled order is not an order the booking holds', () => {
    const history = planted((h) =>
      h.orders.push({ id: 'ord-cancelled', bookingId: 'b-void', totalMinor: 20000n, currency: 'USD', cancelled: true }),
    );

    expect(checkHistory(history)).toEqual([]);
  });
});

/** The sound history with b-ok changed to dearer flights: its own intent captured, Duffel's change confirmed. */
const changedHistory = (): History => {
  const history = soundHistory();
  history.changes = [
    {
      id: 'c-ok',
      bookingId: 'b-ok',
      status: 'changed',
      currency: 'USD',
      amountMinor: 4000n,
      supplierChangeMinor: 4000n,
      orderChangeId: 'oce-ok',
    },
  ];
  history.intents.push({
    id: 'pi-change',
    status: 'succeeded',
    amount: 4000,
    amountReceived: 4000,
    currency: 'usd',
    bookingId: 'b-ok',
    authorizationId: 'a-change',
    changeId: 'c-ok',
  });
  history.refunds = [];
  Object.assign(history.orders[0] as object, { totalMinor: 13500n, confirmedChangeIds: ['oce-ok'] });
  return history;
};

describe('checkHistory and booking changes', () => {
  const change = (history: History) => (history.changes ?? [])[0] as NonNullable<History['changes']>[number];

  test("a change paid by its own capture is sound: it is not the booking's second capture", () => {
    expect(checkHistory(changedHistory())).toEqual([]);
  });

  test.each<[string, (history: History) => void, string[]]>([
    [
      'a change charged less than it was due',
      (h) => Object.assign(intent(h, 'pi-change'), { amountReceived: 3000 }),
      ['change-amount-mismatch@b-ok'],
    ],
    [
      'a change the gateway calls done that Duffel never confirmed',
      (h) => Object.assign(h.orders[0] as object, { confirmedChangeIds: [] }),
      // Nor does the order's total match what the booking paid Duffel without it.
      ['amount-mismatch@b-ok', 'change-not-at-airline@b-ok'],
    ],
    [
      'a change that failed, yet Duffel confirmed it and its card was charged',
      (h) => Object.assign(change(h), { status: 'failed' }),
      ['airline-change-unaccounted@null', 'failed-change-at-airline@b-ok', 'failed-change-moved-money@b-ok'],
    ],
    [
      'a change left mid-way with its card still held',
      (h) => {
        Object.assign(change(h), { status: 'charging' });
        Object.assign(intent(h, 'pi-change'), { status: 'requires_capture', amountReceived: 0 });
      },
      ['change-unfinished@b-ok'],
    ],
    [
      'a refund due on a cheaper flight that never reached the card',
      (h) => {
        Object.assign(change(h), { amountMinor: -2000n, supplierChangeMinor: -2000n });
        h.intents = h.intents.filter((candidate) => candidate.id !== 'pi-change');
      },
      ['change-amount-mismatch@b-ok'],
    ],
    [
      'a card held for a change the gateway has no record of',
      (h) =>
        h.intents.push({ ...intent(h, 'pi-change'), id: 'pi-ghost', status: 'requires_capture', changeId: 'c-ghost' }),
      ['change-intent-unaccounted@null'],
    ],
    [
      'money given back for a change that failed',
      (h) => {
        h.changes?.push({ ...change(h), id: 'c-failed', status: 'failed', orderChangeId: null });
        h.refunds?.push({ id: 're-failed', intentId: 'pi-ok', amount: 1500, changeId: 'c-failed' });
      },
      ['failed-change-moved-money@b-ok', 'refund-without-change@b-ok'],
    ],
  ])('%s', (_story, plant, rules) => {
    const history = changedHistory();
    plant(history);
    expect(rulesOf(history)).toEqual(rules);
  });
});
