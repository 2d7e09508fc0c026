import { constants, PerformanceObserver } from 'node:perf_hooks';

// Preloaded into the gateway under load (node --import): reports its memory to the load script
// over the IPC channel, once a second and right after each major garbage collection (the heap
// then holds only what is still referenced: the figure a leak shows in). Nothing here touches
// the gateway, and the channel is unreferenced so it never keeps the process alive.
if (process.send) {
  process.channel?.unref();
  const report = (afterGc) => {
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ type: 'memory', at: Date.now(), rss, heapUsed, afterGc });
  };
  setInterval(() => report(false), 1000).unref();
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) report(true);
  }).observe({ entryTypes: ['gc'] });
}
