import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { bookingRequestSchema } from '@portal/platform-common/contracts';

export type BookingRequest = z.output<typeof bookingRequestSchema>;

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
};

/** What makes two booking requests "the same" for an Idempotency-Key: all of it (no card data is in it). */
export const fingerprintOf = (request: BookingRequest): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
