/**
 * Resolves in a later task: start-up work split across tasks lets the browser paint and answer
 * input between. The shell's own, not the platform's (`platform/src/scheduling/nextTask.ts`): the
 * bootstrap waits with it before the platform is loaded at all.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
