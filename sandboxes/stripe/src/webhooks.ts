import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { SandboxEvent } from './events';
import type { Collection } from './store';

/** Where events are sent and the `whsec_` secret they are signed with, as a Stripe webhook endpoint. */
export interface WebhookEndpoint {
  url: string;
  secret: string;
}

/** One attempt to deliver one event. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** 1 for the first try. */
  attempt: number;
  /** The endpoint's HTTP status, or null when it gave none (refused, reset, timed out). */
  status: number | null;
  error: string | null;
  delivered: boolean;
}

/** A webhook signing secret as Stripe shows them: whsec_ and the secret. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/=_-]{16,256}$/;

/** A secret nobody can guess, for an endpoint this process registers itself. */
export const randomWebhookSecret = (): string => `whsec_${randomBytes(24).toString('hex')}`;

/** After a failed attempt, the waits before the next ones (real time): six attempts in all, then Stripe gives up. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000];
const TIMEOUT_MS = 10_000;
const KEPT_DELIVERIES = 1_000;

/** Stripe-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" keyed with the whole whsec_ secret>`. */
export const signatureHeader = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`;

/** One POST on a connection of its own (no pool left open); resolves with the status. */
const post = (url: string, headers: Record<string, string>, body: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' },
        agent: false,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });

interface Waiting {
  event: SandboxEvent;
  attempt: number;
  timer: NodeJS.Timeout;
}

/**
 * Sends events to the endpoint as Stripe does: a JSON POST signed in Stripe-Signature, retried
 * with growing waits on a non-2xx answer or no answer (unref'd timers: nothing keeps the process
 * up), each event on its own, so they may arrive in any order (Stripe does not promise one).
 */
export const createWebhookSender = ({
  events,
  retryDelaysMs = RETRY_DELAYS_MS,
}: {
  events: Collection<SandboxEvent>;
  retryDelaysMs?: number[];
}) => {
  let endpoint: WebhookEndpoint | null = null;
  const waiting = new Map<string, Waiting>();
  const inFlight = new Set<Promise<void>>();
  const log: WebhookDelivery[] = [];

  const note = (delivery: WebhookDelivery) => {
    log.push(delivery);
    if (log.length > KEPT_DELIVERIES) log.splice(0, log.length - KEPT_DELIVERIES);
  };

  const attempt = (event: SandboxEvent, number: number): void => {
    const target = endpoint;
    if (!target) return;
    const run = (async () => {
      const payload = JSON.stringify(event, null, 2);
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'Stripe-Signature': signatureHeader(payload, target.secret),
      };
      let status: number | null = null;
      let error: string | null = null;
      try {
        status = await post(target.url, headers, payload);
      } catch (failure) {
        error = (failure as Error).message;
      }
      const delivered = status !== null && status >= 200 && status < 300;
      note({ eventId: event.id, type: event.type, attempt: number, status, error, delivered });
      if (delivered) {
        const kept = events.get(event.id);
        if (kept) events.set(event.id, { ...kept, pending_webhooks: 0 });
        return;
      }
      const delay = retryDelaysMs[number - 1];
      if (delay === undefined) return;
      const timer = setTimeout(() => {
        waiting.delete(event.id);
        attempt(event, number + 1);
      }, delay).unref();
      waiting.set(event.id, { event, attempt: number + 1, timer });
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  };

  const stop = () => {
    for (const { timer } of waiting.values()) clearTimeout(timer);
    waiting.clear();
  };

  return {
    endpoint: () => endpoint,
    /** Replaces the endpoint (null: none; retries still waiting are dropped). */
    setEndpoint(next: WebhookEndpoint | null): void {
      if (!next || next.url !== endpoint?.url) stop();
      endpoint = next;
    },
    send: (event: SandboxEvent) => attempt(event, 1),
    /** Tries every retry now rather than at its time, and waits until nothing is on the way. */
    async flush(): Promise<void> {
      const due = [...waiting.values()];
      stop();
      for (const { event, attempt: number } of due) attempt(event, number);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    /** Every attempt so far (the last thousand), oldest first. */
    deliveries: (): WebhookDelivery[] => log.map((delivery) => ({ ...delivery })),
    stop,
  };
};

export type WebhookSender = ReturnType<typeof createWebhookSender>;
