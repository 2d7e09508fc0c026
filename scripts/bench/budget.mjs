/**
 * The first-load budget CI enforces: `/` loads at most 250 KB of gzipped JavaScript, with React
 * DOM, MUI and emotion once each. Deterministic figures only: gzipped JavaScript bytes and copies
 * of the singleton libraries, never timings.
 */
export const FIRST_LOAD_BUDGET = { path: '/', maxGzipBytes: 250 * 1024, singletonCopies: 1 };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every way a measured first load breaks the budget, each with its figure and the budget. */
export const budgetOverruns = (measured, budget = FIRST_LOAD_BUDGET) => {
  const overruns = [];
  if (measured.total.gzipBytes > budget.maxGzipBytes) {
    overruns.push(
      `${budget.path} ships ${kb(measured.total.gzipBytes)} of gzipped JavaScript in ${measured.total.requests} scripts; the budget is ${kb(budget.maxGzipBytes)}`,
    );
  }
  for (const [library, copies] of Object.entries(measured.copies)) {
    if (copies !== budget.singletonCopies)
      overruns.push(`${budget.path} loads ${copies} copies of ${library}; the budget is ${budget.singletonCopies}`);
  }
  return overruns;
};
