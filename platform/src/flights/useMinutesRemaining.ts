import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

/**
 * Minutes until `expiresAt`, rounded up, recomputed every 15 seconds; 0 once past, null when
 * the time is missing or unreadable.
 */
export const useMinutesRemaining = (expiresAt: string | null | undefined): number | null => {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const expires = expiresAt ? new Date(expiresAt).getTime() : Number.NaN;
  if (!Number.isFinite(expires)) return null;
  return Math.max(0, Math.ceil((expires - now) / 60_000));
};
