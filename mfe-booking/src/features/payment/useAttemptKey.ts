import { useMemo, useRef } from 'react';

/**
 * A fresh Idempotency-Key: a random v4 UUID. crypto.randomUUID exists only in secure contexts
 * (https, localhost); a portal reached over plain http still gets one from getRandomValues.
 */
export const newAttemptKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * One key per checkout attempt: made at the first Pay, kept while the traveller retries the
 * same attempt (so the gateway answers with the same booking, never a second charge), and
 * renewed when the attempt changes (other card details, a new price). The card PaymentMethod
 * Stripe.js made for the attempt goes with it: a retry sends the same one (the gateway takes
 * the same key with the same request only), a new attempt makes a new one.
 */
export const useAttemptKey = () => {
  const key = useRef<string | null>(null);
  const paymentMethod = useRef<string | null>(null);
  return useMemo(
    () => ({
      current: () => (key.current ??= newAttemptKey()),
      renew: () => {
        key.current = null;
        paymentMethod.current = null;
      },
      paymentMethod: () => paymentMethod.current,
      keepPaymentMethod: (id: string) => {
        paymentMethod.current = id;
      },
    }),
    [],
  );
};

export type Attempt = ReturnType<typeof useAttemptKey>;
