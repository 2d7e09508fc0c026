import type { SandboxFaultProvider, SandboxFaultRule, SandboxFaultsState } from '@portal/platform-common/contracts';
import { seededRandom, type DuffelBehaviour, type DuffelFault, type Random } from '@portal/sandbox-duffel';
import type { BeforeRequest, Fault } from '@portal/sandbox-stripe';
import { stripeOperationOf } from './stripeOperations';

export interface SandboxFaultsOptions {
  /**
   * How long a Stripe 'timeout' holds its call before closing it: longer than the SDK's own
   * timeout, so the caller gives up first (the Duffel sandbox holds its calls until DELETE).
   */
  stripeHoldMs: number;
}

interface ActiveRule {
  rule: SandboxFaultRule;
  random: Random;
}

const DEFAULT_LATENCY_MS = 1000;
const SERVER_ERRORS = [500, 502, 503] as const;

/** One rule per provider, operation, kind and applied-or-not: a lost answer and a refused call can both be in force. */
const sameSlot = (x: SandboxFaultRule, y: SandboxFaultRule) =>
  x.provider === y.provider &&
  x.operation === y.operation &&
  x.kind === y.kind &&
  Boolean(x.applied) === Boolean(y.applied);

/**
 * The fault switch of the sandboxes (POST/DELETE /api/sandbox/faults): rules of
 * {provider, operation, kind, rate}, each drawing from its own seeded sequence, decide per call
 * whether the Duffel sandbox (its behaviour seam) or the Stripe sandbox (its beforeRequest seam)
 * answers late, with a 5xx, not at all, by closing the connection, or with Duffel's 202.
 */
export const createSandboxFaults = ({ stripeHoldMs }: SandboxFaultsOptions) => {
  let rules: ActiveRule[] = [];
  const injected = new Map<string, number>();

  /** Every matching rule draws (so one rule's sequence never depends on another's); the first hit wins. */
  const decide = (
    provider: SandboxFaultProvider,
    operation: string,
  ): { rule: SandboxFaultRule; random: Random } | null => {
    let chosen: ActiveRule | null = null;
    for (const active of rules) {
      const { rule } = active;
      if (rule.provider !== provider || (rule.operation !== '*' && rule.operation !== operation)) continue;
      if (rule.kind === 'accepted' && operation !== 'orders.create') continue;
      const hit = active.random.next() < rule.rate;
      if (hit && !chosen) chosen = active;
    }
    if (!chosen) return null;
    const name = `${provider} ${operation} ${chosen.rule.kind}${chosen.rule.applied ? ' applied' : ''}`;
    injected.set(name, (injected.get(name) ?? 0) + 1);
    return chosen;
  };

  const duffel: DuffelBehaviour = ({ operation }) => {
    const chosen = decide('duffel', operation);
    if (!chosen) return null;
    const { rule, random } = chosen;
    switch (rule.kind) {
      case 'latency':
        return { kind: 'latency', ms: Math.floor(random.next() * (rule.latencyMs ?? DEFAULT_LATENCY_MS)) };
      case 'server_error':
        return {
          kind: 'server_error',
          status: random.pick(SERVER_ERRORS),
          applied: rule.applied ?? false,
        } satisfies DuffelFault;
      case 'timeout':
        return { kind: 'timeout', applied: rule.applied ?? false };
      case 'drop':
        return { kind: 'drop', applied: rule.applied ?? false };
      case 'accepted':
        return { kind: 'accepted', afterMs: rule.afterMs ?? 0 };
      case 'price_change':
        return { kind: 'price_change', percent: rule.percent ?? 0 };
      case 'sold_out':
        return { kind: 'sold_out' };
    }
  };

  const stripe: BeforeRequest = ({ route }) => {
    const operation = stripeOperationOf(route);
    const chosen = operation && decide('stripe', operation);
    if (!chosen) return undefined;
    const { rule, random } = chosen;
    switch (rule.kind) {
      case 'latency':
        return { delayMs: Math.floor(random.next() * (rule.latencyMs ?? DEFAULT_LATENCY_MS)) };
      case 'server_error':
        return { error: { status: random.pick(SERVER_ERRORS) } } satisfies Fault;
      case 'timeout':
        // Held past the caller's timeout, then closed: after doing the work when applied.
        return { drop: rule.applied ? 'after' : 'before', holdMs: stripeHoldMs };
      case 'drop':
        return { drop: rule.applied ? 'after' : 'before' };
      default:
        return undefined;
    }
  };

  return {
    duffel,
    stripe,

    /** Adds the rule, or replaces the one in the same slot; rate 0 removes it. */
    set(rule: SandboxFaultRule): void {
      rules = rules.filter((active) => !sameSlot(active.rule, rule));
      // Unseeded rules are still reproducible: their sequence follows from what they are.
      if (rule.rate > 0)
        rules.push({
          rule,
          random: seededRandom(rule.seed ?? `${rule.provider}|${rule.operation}|${rule.kind}|${Boolean(rule.applied)}`),
        });
    },

    /** No rule any more, and the counts start over. */
    clear(): void {
      rules = [];
      injected.clear();
    },

    state(): SandboxFaultsState {
      return { rules: rules.map((active) => active.rule), injected: Object.fromEntries(injected) };
    },
  };
};

export type SandboxFaults = ReturnType<typeof createSandboxFaults>;
