import { createHmac } from 'node:crypto';
import type { SandboxClock } from '@portal/sandbox-clock';
import { idempotencyMismatch, invalidRequest } from './errors';
import { canonicalForm, type FormObject } from './formBody';
import type { IdempotencyRecord, StripeStore } from './store';

/** Stripe keeps keys at least 24 hours; so does the sandbox, by its clock. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface Idempotency {
  /** Method, path and parameters, keyed with the sandbox's secret (parameters may hold a card number). */
  fingerprint(method: string, path: string, params: FormObject): string;
  /** The kept answer for this key; an idempotency_error when the key was used with other parameters. */
  replay(key: string, fingerprint: string): IdempotencyRecord | undefined;
  remember(key: string, record: Omit<IdempotencyRecord, 'storedAt'>): void;
}

export const checkKey = (key: string): void => {
  if (key.length > MAX_KEY_LENGTH) {
    throw invalidRequest(
      `Invalid Idempotency-Key: keys for idempotent requests can be at most ${MAX_KEY_LENGTH} characters long.`,
      { param: 'Idempotency-Key' },
    );
  }
};

export const createIdempotency = (store: StripeStore, clock: SandboxClock, secret: string): Idempotency => {
  let lastPurge = clock.now().getTime();
  const expired = (record: IdempotencyRecord, now: number) => now - record.storedAt >= IDEMPOTENCY_TTL_MS;

  const purge = (now: number) => {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    for (const [key, record] of store.idempotency.entries()) if (expired(record, now)) store.idempotency.delete(key);
  };

  return {
    fingerprint: (method, path, params) =>
      createHmac('sha256', secret)
        .update(`${method} ${path}\n${canonicalForm(params)}`)
        .digest('base64url'),
    replay: (key, fingerprint) => {
      const record = store.idempotency.get(key);
      if (!record || expired(record, clock.now().getTime())) return undefined;
      if (record.fingerprint !== fingerprint) throw idempotencyMismatch(key);
      return record;
    },
    remember: (key, record) => {
      const now = clock.now().getTime();
      store.idempotency.set(key, { ...record, storedAt: now });
      purge(now);
    },
  };
};
