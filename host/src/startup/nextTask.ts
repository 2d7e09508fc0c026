/** Resolves in a later task: start-up work split across tasks lets the browser paint and answer input between. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
