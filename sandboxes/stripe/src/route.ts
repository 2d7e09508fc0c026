import type { SandboxClock } from '@portal/sandbox-clock';
import type { KeyKind } from './auth';
import { invalidRequest, resourceMissing, type ResourceKind } from './errors';
import type { Params } from './params';
import type { StripeStore } from './store';

/** What every handler works with. */
export interface SandboxContext {
  store: StripeStore;
  clock: SandboxClock;
  /** Unix seconds by the sandbox clock, as in Stripe's `created`. */
  nowSeconds(): number;
  /** Stripe's `card.fingerprint`: the same card number gives the same one on this account. */
  cardFingerprint(digits: string): string;
}

export interface RouteRequest {
  /** Query (GET) or form body (POST), decoded. */
  params: Params;
  /** The `:id` of the path, when it has one. */
  id: string;
  /** Where this server was reached (`http://127.0.0.1:12111`): for links such as the 3-D Secure page. */
  origin: string;
  /** The secret key, or the publishable key on a route that accepts it. */
  keyKind: KeyKind;
}

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * A handler has two phases. Calling it reads and validates the parameters: a failure there is
 * a 400 that, as on Stripe, is not kept for the Idempotency-Key. The function it returns does
 * the work: its answer, success or failure, is the one replayed for the key.
 */
export type Handler = (request: RouteRequest) => () => Answer;

export interface Route {
  method: 'GET' | 'POST';
  /** An express path, also the endpoint's name in stats(): `/v1/payment_intents/:id/capture`. */
  path: string;
  handle: Handler;
  /** Stripe.js calls it with the publishable key; every other route refuses that key with a 401. */
  publishable?: boolean;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });

/** A Stripe list page over objects kept oldest first. */
export const listPage = <T extends { id: string }>(items: T[], params: Params, kind: ResourceKind, url: string) => {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', { param: 'limit' });
  const newestFirst = [...items].reverse();
  const indexOf = (param: 'starting_after' | 'ending_before'): number | undefined => {
    const id = params.string(param);
    if (!id) return undefined;
    const index = newestFirst.findIndex((item) => item.id === id);
    if (index < 0) throw resourceMissing(kind, id, param);
    return index;
  };
  const after = indexOf('starting_after');
  const before = indexOf('ending_before');
  const start = after === undefined ? 0 : after + 1;
  const end = before ?? newestFirst.length;
  const window =
    before !== undefined
      ? newestFirst.slice(Math.max(start, end - limit), end)
      : newestFirst.slice(start, start + limit);
  const hasMore = before !== undefined ? end - limit > start : start + limit < end;
  return { object: 'list' as const, data: window, has_more: hasMore, url };
};
