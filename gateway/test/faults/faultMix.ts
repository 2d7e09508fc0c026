import type { SandboxFaultRule } from '@portal/platform-common/contracts';

type Mix = Omit<SandboxFaultRule, 'seed'>[];

/**
 * Delays stay under the callers' deadlines (see DEADLINES): a call slowed past its caller's
 * deadline would take effect after the caller gave up, which only the resumer's grace period
 * (15 minutes in production) covers, and the drain runs with no grace.
 */
export const DEADLINES = {
  duffel: { search: 20_000, read: 4_000, order: 4_000, lookup: 2_500 },
  stripeTimeoutMs: 2_000,
};

const duffel = (operation: string, faults: [SandboxFaultRule['kind'], number, Partial<SandboxFaultRule>?][]): Mix =>
  faults.map(([kind, rate, extra]) => ({ provider: 'duffel', operation, kind, rate, ...extra }));
const stripe = (operation: string, faults: [SandboxFaultRule['kind'], number, Partial<SandboxFaultRule>?][]): Mix =>
  faults.map(([kind, rate, extra]) => ({ provider: 'stripe', operation, kind, rate, ...extra }));

/** Lost answers both ways: refused before the work, or after it was done. */
const lostAnswers = (rate: number): [SandboxFaultRule['kind'], number, Partial<SandboxFaultRule>?][] => [
  ['drop', rate],
  ['drop', rate, { applied: true }],
  ['timeout', rate / 2],
  ['timeout', rate / 2, { applied: true }],
];

/**
 * The faults at each provider call of a checkout. Stripe's rates are higher because the SDK
 * retries twice with the same key: a Stripe answer is lost only when three attempts fail.
 */
export const CHECKOUT_FAULTS: Mix = [
  ...duffel('offers.get', [['latency', 0.15, { latencyMs: 1500 }], ['server_error', 0.04], ...lostAnswers(0.02)]),
  ...duffel('orders.create', [
    ['latency', 0.15, { latencyMs: 1500 }],
    ['accepted', 0.15, { afterMs: 2000 }],
    ['server_error', 0.05],
    ['server_error', 0.05, { applied: true }],
    ...lostAnswers(0.04),
  ]),
  ...duffel('orders.list', [['latency', 0.1, { latencyMs: 800 }], ['server_error', 0.12], ...lostAnswers(0.03)]),
  ...stripe('paymentIntents.create', [
    ['latency', 0.15, { latencyMs: 800 }],
    ['server_error', 0.3],
    ...lostAnswers(0.1),
  ]),
  ...stripe('paymentIntents.capture', [
    ['latency', 0.15, { latencyMs: 800 }],
    ['server_error', 0.35],
    ...lostAnswers(0.12),
  ]),
  ...stripe('paymentIntents.cancel', [
    ['latency', 0.15, { latencyMs: 800 }],
    ['server_error', 0.35],
    ...lostAnswers(0.12),
  ]),
  ...stripe('paymentIntents.list', [['latency', 0.1, { latencyMs: 800 }], ['server_error', 0.3], ...lostAnswers(0.1)]),
  ...stripe('paymentIntents.retrieve', [
    ['server_error', 0.2],
    ['drop', 0.1],
  ]),
];

/**
 * The faults at each provider call of a booking change. Duffel's order change calls are reached
 * with '*' until the switch names them (platform 4); in the change phase '*' also meets the
 * order read that starts a change, which is a call a change makes too.
 */
export const CHANGE_FAULTS: Mix = [
  ...duffel('*', [
    ['latency', 0.1, { latencyMs: 500 }],
    ['server_error', 0.08],
    ['server_error', 0.05, { applied: true }],
    ['drop', 0.04],
    ['drop', 0.04, { applied: true }],
  ]),
  ...stripe('paymentIntents.create', [['server_error', 0.3], ...lostAnswers(0.1)]),
  ...stripe('paymentIntents.capture', [['server_error', 0.35], ...lostAnswers(0.12)]),
  ...stripe('paymentIntents.cancel', [['server_error', 0.35], ...lostAnswers(0.12)]),
  ...stripe('paymentIntents.list', [['server_error', 0.3], ...lostAnswers(0.1)]),
  ...stripe('paymentIntents.retrieve', [
    ['server_error', 0.2],
    ['drop', 0.1],
  ]),
  ...stripe('refunds.create', [['server_error', 0.35], ...lostAnswers(0.12)]),
];

/** The mix with each rule's own seed, derived from the run's. */
export const seededMix = (mix: Mix, seed: number): SandboxFaultRule[] =>
  mix.map((rule, index) => ({ ...rule, seed: (seed * 7919 + index * 104_729) % 2 ** 32 }));

/** Sums injected counts by kind ('server_error', 'drop applied', ...) and by provider call. */
export const injectedBy = (injected: Record<string, number>) => {
  const byKind: Record<string, number> = {};
  const byCall: Record<string, number> = {};
  for (const [name, count] of Object.entries(injected)) {
    const [provider, operation, ...kind] = name.split(' ');
    byKind[kind.join(' ')] = (byKind[kind.join(' ')] ?? 0) + count;
    byCall[`${provider} ${operation}`] = (byCall[`${provider} ${operation}`] ?? 0) + count;
  }
  return { byKind, byCall, total: Object.values(injected).reduce((sum, count) => sum + count, 0) };
};
