import { z } from 'zod';

/** The calls each sandbox answers, named as the providers' SDKs name them ('*': every one). */
export const SANDBOX_FAULT_OPERATIONS = {
  duffel: [
    'offer_requests.create',
    'offer_requests.get',
    'offers.list',
    'offers.get',
    'seat_maps.get',
    'orders.create',
    'orders.get',
    'orders.list',
    'order_cancellations.create',
    'order_cancellations.get',
    'order_cancellations.confirm',
  ],
  stripe: [
    'paymentIntents.create',
    'paymentIntents.retrieve',
    'paymentIntents.list',
    'paymentIntents.confirm',
    'paymentIntents.capture',
    'paymentIntents.cancel',
    'paymentMethods.create',
    'paymentMethods.retrieve',
    'refunds.create',
    'refunds.retrieve',
    'refunds.list',
    'charges.retrieve',
  ],
} as const;

export const SANDBOX_FAULT_PROVIDERS = ['duffel', 'stripe'] as const;
export type SandboxFaultProvider = (typeof SANDBOX_FAULT_PROVIDERS)[number];

/**
 * latency: the answer comes later; server_error: a 5xx; timeout: no answer, the connection held
 * until the caller gives up; drop: the connection closed without an answer; accepted: Duffel's
 * 202 'still processing' to orders.create (the order shows to reads `afterMs` later);
 * price_change: Duffel offers.get only, the offer read costs `percent` more than it was listed at
 * (negative: less), and orders.create at the listed amount answers Duffel's price_changed;
 * sold_out: Duffel offers.list only, the request lists no offers (its flights are no longer sold).
 */
export const SANDBOX_FAULT_KINDS = [
  'latency',
  'server_error',
  'timeout',
  'drop',
  'accepted',
  'price_change',
  'sold_out',
] as const;
export type SandboxFaultKind = (typeof SANDBOX_FAULT_KINDS)[number];

const MAX_DELAY_MS = 120_000;

/** POST /api/sandbox/faults: one rule; the same provider, operation, kind and `applied` again replaces it. */
export const sandboxFaultRuleSchema = z
  .object({
    provider: z.enum(SANDBOX_FAULT_PROVIDERS, {
      error: `provider must be one of ${SANDBOX_FAULT_PROVIDERS.join(', ')}`,
    }),
    operation: z
      .string({ error: 'operation must be the name of a call, such as orders.create, or *' })
      .min(1, 'operation must be the name of a call, such as orders.create, or *'),
    kind: z.enum(SANDBOX_FAULT_KINDS, { error: `kind must be one of ${SANDBOX_FAULT_KINDS.join(', ')}` }),
    rate: z
      .number({ error: 'rate must be a number from 0 to 1' })
      .min(0, 'rate must be a number from 0 to 1')
      .max(1, 'rate must be a number from 0 to 1'),
    /** Seeds this rule's own random sequence: the same calls in the same order meet the same faults. */
    seed: z
      .number({ error: 'seed must be a whole number' })
      .int('seed must be a whole number')
      .min(0)
      .max(2 ** 32 - 1)
      .optional(),
    /** latency: each delay is drawn from 0 to this (1000 by default). */
    latencyMs: z
      .number({ error: 'latencyMs must be a number of milliseconds' })
      .int()
      .min(0)
      .max(MAX_DELAY_MS)
      .optional(),
    /** accepted: the 202 order shows to reads this long later by the sandbox clock (0 by default). */
    afterMs: z.number({ error: 'afterMs must be a number of milliseconds' }).int().min(0).max(MAX_DELAY_MS).optional(),
    /** price_change: how many percent the offer's price moves (-90 to 500, not 0). */
    percent: z
      .number({ error: 'percent must be a number' })
      .min(-90, 'percent must be from -90 to 500')
      .max(500, 'percent must be from -90 to 500')
      .refine((value) => value !== 0, 'percent must not be 0')
      .optional(),
    /** server_error, timeout, drop: the call takes effect before its answer is lost. */
    applied: z.boolean({ error: 'applied must be true or false' }).optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    const operations: readonly string[] = SANDBOX_FAULT_OPERATIONS[rule.provider] ?? [];
    if (rule.operation !== '*' && !operations.includes(rule.operation)) {
      ctx.addIssue({
        code: 'custom',
        path: ['operation'],
        message: `operation must be * or one of the ${rule.provider} calls: ${operations.join(', ')}`,
      });
    }
    if (rule.kind === 'accepted' && (rule.provider !== 'duffel' || !['orders.create', '*'].includes(rule.operation))) {
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: 'accepted (202 still processing) is a Duffel orders.create answer only',
      });
    }
    if (rule.kind === 'price_change' && (rule.provider !== 'duffel' || rule.operation !== 'offers.get')) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'price_change is a Duffel offers.get fault only' });
    }
    if (rule.kind === 'sold_out' && (rule.provider !== 'duffel' || rule.operation !== 'offers.list')) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'sold_out is a Duffel offers.list fault only' });
    }
    if (rule.kind === 'price_change' && rule.percent === undefined)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'price_change needs percent' });
    if (rule.percent !== undefined && rule.kind !== 'price_change')
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'percent goes with price_change only' });
    if (rule.applied && !['server_error', 'timeout', 'drop'].includes(rule.kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['applied'],
        message: 'applied goes with server_error, timeout or drop only',
      });
    }
    if (rule.applied && rule.provider === 'stripe' && rule.kind === 'server_error') {
      ctx.addIssue({
        code: 'custom',
        path: ['applied'],
        message: 'the Stripe sandbox loses an applied answer by dropping it: use drop or timeout with applied',
      });
    }
    if (rule.latencyMs !== undefined && rule.kind !== 'latency')
      ctx.addIssue({ code: 'custom', path: ['latencyMs'], message: 'latencyMs goes with latency only' });
    if (rule.afterMs !== undefined && rule.kind !== 'accepted')
      ctx.addIssue({ code: 'custom', path: ['afterMs'], message: 'afterMs goes with accepted only' });
  });
export type SandboxFaultRule = z.infer<typeof sandboxFaultRuleSchema>;

/** GET /api/sandbox/faults: the rules in force and the faults injected since the last DELETE. */
export const sandboxFaultsStateSchema = z.object({
  rules: z.array(sandboxFaultRuleSchema),
  /** 'duffel orders.create accepted': 3, 'stripe paymentIntents.capture drop applied': 1 */
  injected: z.record(z.string(), z.number().int()),
});
export type SandboxFaultsState = z.infer<typeof sandboxFaultsStateSchema>;

const age = (name: string) =>
  z
    .number({ error: `${name} must be a number of milliseconds` })
    .int(`${name} must be a number of milliseconds`)
    .min(0, `${name} must be a number of milliseconds`)
    .max(86_400_000)
    .optional();

/**
 * POST /api/sandbox/checkout-jobs: one pass of the checkout's background jobs now, as the
 * gateway's timer would run it, with the ages it judges by (a test drives time, it never waits).
 */
export const sandboxCheckoutJobsSchema = z
  .object({
    /** A booking untouched this long is resumed (2 minutes by default). */
    staleMs: age('staleMs'),
    /** After this long, an order that cannot be found was never made (15 minutes by default). */
    unknownOrderGraceMs: age('unknownOrderGraceMs'),
    /** A 3-D Secure challenge asked for this long ago counts as abandoned (by default: at its own deadline, 10 minutes). */
    authenticationWaitMs: age('authenticationWaitMs'),
    /** An authorization whose answer was lost is asked about again after this long (5 minutes by default). */
    unsettledMinAgeMs: age('unsettledMinAgeMs'),
  })
  .strict();
export type SandboxCheckoutJobs = z.infer<typeof sandboxCheckoutJobsSchema>;
