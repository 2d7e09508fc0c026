/**
 * Resolves in the next task (a MessageChannel message), after whatever the browser queued before
 * it: between two pieces of start-up work it can paint and answer input. A MessageChannel message
 * is the next task without setTimeout's minimum delay; where there is none, a timer's.
 */
export const nextTask = (): Promise<void> =>
  typeof MessageChannel === 'function'
    ? new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(undefined);
      })
    : new Promise<void>((resolve) => setTimeout(resolve, 0));
