/**
 * The first-load budgets: every route of the route table at most 250 KB of gzipped JavaScript on
 * its first load, `/` at most 200 KB, each with React DOM, MUI and emotion once (issue 15).
 * Deterministic figures only: gzipped JavaScript bytes and copies of the singleton libraries.
 */
export const FIRST_LOAD_BUDGET = { path: '/', maxGzipBytes: 200 * 1024, singletonCopies: 1 };
const EVERY_ROUTE_MAX_GZIP_BYTES = 250 * 1024;

/** The budget of a route's first load: `/` has its own, every other route the common one. */
export const budgetFor = (path) =>
  path === FIRST_LOAD_BUDGET.path
    ? FIRST_LOAD_BUDGET
    : { path, maxGzipBytes: EVERY_ROUTE_MAX_GZIP_BYTES, singletonCopies: FIRST_LOAD_BUDGET.singletonCopies };

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
    // Never two copies; none at all on a page painted whole whose app has not started.
    if (copies > budget.singletonCopies)
      overruns.push(`${budget.path} loads ${copies} copies of ${library}; the budget is ${budget.singletonCopies}`);
  }
  return overruns;
};
