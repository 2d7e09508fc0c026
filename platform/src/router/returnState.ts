/**
 * Navigation state of a link that takes the traveller back to a page they left ('Back to Search
 * Results'): the shell opens that page where it was left, as the browser's Back does.
 */
export const RETURN_STATE = { restoreScroll: true } as const;

export const isReturnState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { restoreScroll?: unknown }).restoreScroll === true;
