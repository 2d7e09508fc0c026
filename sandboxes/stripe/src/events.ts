import { AsyncLocalStorage } from 'node:async_hooks';
import type Stripe from 'stripe';
import { invalidRequest, resourceMissing } from './errors';
import type { EventDraft } from './eventRules';
import { newId } from './ids';
import { listPage, ok, type Route } from './route';
import type { Collection } from './store';

/** Stripe's Event object; `data.object` is the object as it was when the event happened. */
export type SandboxEvent = Stripe.EventBase;

/** The API request an event came from. */
export type EventRequest = NonNullable<Stripe.EventBase['request']>;

// Which request is being served, for `event.request`: set around each API request (server.ts), left
// out for what the sandbox does on its own (an authorization lapsing, a refund failing later).
const requestScope = new AsyncLocalStorage<() => EventRequest>();

export const withinRequest = <T>(describe: () => EventRequest, work: () => T): T => requestScope.run(describe, work);

/** Work the sandbox does by itself, as Stripe does: its events have `request: { id: null, idempotency_key: null }`. */
export const automatically = <T>(work: () => T): T => requestScope.exit(work);

export interface EventLogOptions {
  events: Collection<SandboxEvent>;
  nowSeconds(): number;
  apiVersion: string;
  /** How many webhook endpoints will be sent the event (0 or 1). */
  endpoints(): number;
  /** Each new event, once kept (the webhook sender queues it). */
  onEvent(event: SandboxEvent): void;
}

export const createEventLog = ({ events, nowSeconds, apiVersion, endpoints, onEvent }: EventLogOptions) => ({
  record(drafts: EventDraft[]): void {
    for (const draft of drafts) {
      const event: SandboxEvent = {
        id: newId('evt'),
        object: 'event',
        api_version: apiVersion,
        created: nowSeconds(),
        data: {
          object: draft.object,
          ...(draft.previousAttributes && { previous_attributes: draft.previousAttributes }),
        },
        livemode: false,
        pending_webhooks: endpoints(),
        request: requestScope.getStore()?.() ?? { id: null, idempotency_key: null },
        type: draft.type,
      };
      events.set(event.id, event);
      onEvent(event);
    }
  },
});

export type EventLog = ReturnType<typeof createEventLog>;

/** `type=payment_intent.succeeded`, or a group: `type=payment_intent.*`. */
const typeMatcher = (pattern: string | undefined, types: string[] | undefined): ((type: string) => boolean) => {
  if (pattern && types?.length)
    throw invalidRequest('You may pass either type or types, but not both.', { param: 'types' });
  if (types?.length) return (type) => types.includes(type);
  if (!pattern) return () => true;
  const prefix = pattern.endsWith('.*') ? pattern.slice(0, -1) : undefined;
  return prefix ? (type) => type.startsWith(prefix) : (type) => type === pattern;
};

/** GET /v1/events (newest first, filtered by type) and GET /v1/events/:id. */
export const eventRoutes = (events: Collection<SandboxEvent>): Route[] => [
  {
    method: 'GET',
    path: '/v1/events',
    handle: ({ params }) => {
      params.allowOnly(['limit', 'starting_after', 'ending_before', 'type', 'types']);
      const matches = typeMatcher(params.string('type'), params.list('types') ?? undefined);
      return () =>
        ok(
          listPage(
            events
              .entries()
              .map(([, event]) => event)
              .filter((event) => matches(event.type)),
            params,
            'event',
            '/v1/events',
          ),
        );
    },
  },
  {
    method: 'GET',
    path: '/v1/events/:id',
    handle: ({ id, params }) => {
      params.allowOnly(['expand']).expand([]);
      return () => {
        const event = events.get(id);
        if (!event) throw resourceMissing('event', id, 'id');
        return ok(event);
      };
    },
  },
];
