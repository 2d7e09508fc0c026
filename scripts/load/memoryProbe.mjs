// Preloaded into the gateway under load (node --import): reports its memory to the load script
// over the IPC channel once a second. Nothing here touches the gateway, and the channel is
// unreferenced so it never keeps the process alive.
if (process.send) {
  process.channel?.unref();
  const timer = setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    process.send?.({ type: 'memory', at: Date.now(), rss, heapUsed, heapTotal, external });
  }, 1000);
  timer.unref();
}
