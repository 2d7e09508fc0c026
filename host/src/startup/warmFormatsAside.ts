/**
 * Starts, in a task of its own, the worker that loads the browser's number-formatting data off the
 * main thread. The first price a page formats costs 10-20 ms there otherwise (a long task on a
 * phone, taken by the results, the offer and the checkout); once any thread of the page has loaded
 * that data, the next first format costs under a millisecond. Nothing waits for it. Its own task:
 * making a worker costs the main thread 5-10 ms, which the task that starts the page (the
 * federation runtime, the first chunks asked for) need not carry.
 */
export const warmFormatsAside = (): void => {
  if (typeof Worker === 'undefined') return;
  setTimeout(startFormatsWorker, 0);
};

const startFormatsWorker = (): void => {
  // The address apart from `new Worker`: the bundler then ships the script as a file, as it is,
  // instead of a worker chunk carrying its runtime (1 KB gzipped for three lines).
  const script = new URL('./formatsWarmUp.worker.js', import.meta.url);
  try {
    new Worker(script, { name: 'formats-warm-up' });
  } catch {
    // A browser without workers for this page formats on the main thread, as before.
  }
};
