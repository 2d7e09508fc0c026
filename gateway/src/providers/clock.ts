/** What the providers judge offer expiry and card dates by: the system's time, or a test clock the composition hands in. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
