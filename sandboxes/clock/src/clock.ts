/**
 * The one test clock: both sandboxes and the gateway's own expiry checks read it, and
 * POST /api/sandbox/clock moves it. It follows real time, shifted by the minutes advanced, so a
 * running portal keeps ticking after a jump.
 */
export interface SandboxClock {
  now(): Date;
  advanceMinutes(minutes: number): void;
  reset(): void;
}

export const createSandboxClock = (realNow: () => number = Date.now): SandboxClock => {
  let offsetMs = 0;
  return {
    now: () => new Date(realNow() + offsetMs),
    advanceMinutes: (minutes: number) => {
      if (!Number.isFinite(minutes)) throw new RangeError('advanceMinutes needs a finite number of minutes');
      offsetMs += minutes * 60_000;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
};
