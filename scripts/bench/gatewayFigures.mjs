import { formatNumber, formatRatio, formatTable, ratio } from './figures.mjs';

/**
 * The share of its floor's throughput each hot route must reach on the 2-core development
 * machine (issue 14): half for the mode, a brand and a stored search page; three tenths for a
 * signed-in traveller's bookings list, which reads the session and the bookings.
 */
export const GATEWAY_GOALS = { mode: 0.5, brand: 0.5, searchPage: 0.5, bookings: 0.3 };

/** The floors: what each route's work costs without the portal (scripts/bench/helloWorld.mjs). */
export const FLOORS = {
  hello: 'Express 5 hello-world',
  json: 'Express 5 + compression, same JSON from memory',
};

/**
 * Slices of one side's load as one figure: throughput over all of them; the median slice's p50
 * and the worst slice's p99 (percentiles of slices cannot be merged exactly; this errs slow).
 */
export const combinedRuns = (runs) => {
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const p50s = runs.map((run) => run.p50).sort((a, b) => a - b);
  return {
    rps: seconds > 0 ? requests / seconds : 0,
    p50: p50s.length ? p50s[Math.floor((p50s.length - 1) / 2)] : 0,
    p99: Math.max(0, ...runs.map((run) => run.p99)),
    requests,
  };
};

/** 'met' when the ratio reaches the goal, 'not met' below it, 'n/a' when there is no ratio. */
export const goalVerdict = (value, goal) => {
  if (value === null || !Number.isFinite(value)) return 'n/a';
  return value >= goal ? 'met' : 'not met';
};

/** The goal as printed: at least that share of the floor. */
export const formatGoal = (goal) => `≥ ${formatRatio(goal)}`;

/** os.loadavg() as printed: the 1, 5 and 15 minute averages. */
export const formatLoadAverage = (loadavg) => loadavg.map((value) => formatNumber(value, 2)).join(', ');

/** The line above the table: how it was measured, when, and how busy the machine was. */
export const gatewayHeading = ({ connections, seconds, warmUpSeconds, rounds, date, cores, loadavg }) =>
  `Gateway on loopback (NODE_ENV=production), autocannon ${connections} connections, ${warmUpSeconds} s of warm-up then ${seconds} s each, ` +
  `each route taking turns with its floor in ${rounds} slices (${date.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cores} cores, ` +
  `load average ${formatLoadAverage(loadavg)})`;

export const GATEWAY_COLUMNS = [
  'route',
  'req/s',
  'p50',
  'p99',
  'floor',
  'floor req/s',
  'p50',
  'p99',
  'throughput ratio',
  'goal',
  'verdict',
  'p99 ratio',
];

/** One row per route: { name, floor (a FLOORS key), goal, gateway, bare } with autocannon's figures. */
export const gatewayRows = (rows) =>
  rows.map(({ name, floor, goal, gateway, bare }) => {
    const throughput = ratio(gateway.rps, bare.rps);
    return [
      name,
      formatNumber(gateway.rps),
      formatNumber(gateway.p50, 0, ' ms'),
      formatNumber(gateway.p99, 0, ' ms'),
      FLOORS[floor] ?? floor,
      formatNumber(bare.rps),
      formatNumber(bare.p50, 0, ' ms'),
      formatNumber(bare.p99, 0, ' ms'),
      formatRatio(throughput),
      formatGoal(goal),
      goalVerdict(throughput, goal),
      formatRatio(ratio(gateway.p99, bare.p99)),
    ];
  });

export const gatewayLoadTable = (rows) => formatTable(GATEWAY_COLUMNS, gatewayRows(rows));
