/** The pauses in the booking, so each step is seen before the next (300 ms after the final validation, 500 ms after payment). */
export const FINAL_VALIDATION_PAUSE_MS = 300;
export const PAYMENT_SETTLE_PAUSE_MS = 500;

export const delay = (ms: number): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, ms));
