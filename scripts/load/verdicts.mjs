// The load run's verdicts, from what was recorded: pure functions, so a unit test can feed them
// runs that should pass and runs that should fail.

/** Memory may grow this much from the reference third to the last third (relative, and at least in MB). */
export const MEMORY_TOLERANCE = { rssRatio: 1.15, heapRatio: 1.25, floorMb: 16 };

const MB = 1024 * 1024;

export const median = (values) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The value below which `p` percent of the values lie (nearest rank). */
export const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** Every answer at or above 500, and every request that got no answer at all, by route. */
export const serverErrorVerdict = (requests) => {
  const failures = requests.filter((request) => request.status === 0 || request.status >= 500);
  const byRoute = {};
  for (const { route, status } of failures)
    byRoute[`${route} ${status || 'no answer'}`] = (byRoute[`${route} ${status || 'no answer'}`] ?? 0) + 1;
  return { pass: failures.length === 0, failures: failures.length, byRoute };
};

/** The median sample of each of ten equal slices of the run: the shape of the memory curve. */
const seriesOf = (samples, durationMs, slices = 10) =>
  Array.from({ length: slices }, (_, i) => {
    const slice = samples.filter(
      (s) => s.atMs >= (i * durationMs) / slices && s.atMs < ((i + 1) * durationMs) / slices,
    );
    return { rss: median(slice.map((s) => s.rss)), heapUsed: median(slice.map((s) => s.heapUsed)) };
  }).filter((point) => Number.isFinite(point.rss));

/**
 * The live heap of a stretch of the run: the median right after its major collections (what is
 * still referenced), or, when none happened in it, its lowest reading (an upper bound of that).
 * A median of all readings would follow the saw-tooth of allocation and collection instead.
 */
const liveHeap = (window) => {
  const afterGc = window.filter((s) => s.afterGc).map((s) => s.heapUsed);
  return afterGc.length ? median(afterGc) : Math.min(...window.map((s) => s.heapUsed));
};

/**
 * Memory is flat when the last third of the run sits at the level of the middle third (the first
 * third is the load ramping up, after the warm-up pass): RSS by its median, the heap by its live
 * size. samples: [{ atMs, rss, heapUsed, afterGc }] from the start of the load.
 */
export const memoryVerdict = (samples, durationMs, tolerance = MEMORY_TOLERANCE) => {
  const third = durationMs / 3;
  const reference = samples.filter((s) => s.atMs >= third && s.atMs < 2 * third);
  const last = samples.filter((s) => s.atMs >= 2 * third);
  if (reference.length < 3 || last.length < 3)
    return { pass: false, reason: `too few samples (${reference.length} and ${last.length})` };
  const check = (level, ratio) => {
    const before = level(reference);
    const after = level(last);
    const allowed = Math.max(before * ratio, before + tolerance.floorMb * MB);
    return { before, after, allowed, pass: after <= allowed };
  };
  const rss = check((window) => median(window.map((s) => s.rss)), tolerance.rssRatio);
  const heap = check(liveHeap, tolerance.heapRatio);
  return { pass: rss.pass && heap.pass, rss, heap, series: seriesOf(samples, durationMs) };
};

/**
 * No booking lost or duplicated. attempts: one per Idempotency-Key, with every answer it got
 * ({ status, id?, bookingStatus? }); rows: the bookings table; orders / captures: per booking id,
 * counted at the providers.
 */
export const bookingVerdict = ({ attempts, rows, ordersByBooking, capturesByBooking }) => {
  const problems = [];
  const rowsByKey = new Map();
  for (const row of rows) rowsByKey.set(row.idempotencyKey, [...(rowsByKey.get(row.idempotencyKey) ?? []), row]);
  for (const attempt of attempts) {
    const ids = new Set(attempt.answers.filter((answer) => answer.id).map((answer) => answer.id));
    const mine = rowsByKey.get(attempt.key) ?? [];
    if (mine.length > 1) problems.push(`key ${attempt.key}: ${mine.length} bookings`);
    if (ids.size > 1) problems.push(`key ${attempt.key}: answered with ${ids.size} different bookings`);
    if (ids.size === 1 && mine.length === 0)
      problems.push(`key ${attempt.key}: answered booking ${[...ids][0]} has no row (lost)`);
    if (ids.size === 1 && mine[0] && mine[0].id !== [...ids][0])
      problems.push(`key ${attempt.key}: answered ${[...ids][0]}, stored ${mine[0].id}`);
    const confirmedAnswer = attempt.answers.some((answer) => answer.bookingStatus === 'confirmed');
    if (confirmedAnswer && mine[0]?.status !== 'confirmed')
      problems.push(`key ${attempt.key}: answered confirmed, stored ${mine[0]?.status ?? 'nothing'}`);
  }
  const confirmedPerOffer = new Map();
  for (const row of rows) {
    const orders = ordersByBooking.get(row.id) ?? 0;
    const captures = capturesByBooking.get(row.id) ?? 0;
    if (row.status === 'confirmed') {
      confirmedPerOffer.set(row.offerId, (confirmedPerOffer.get(row.offerId) ?? 0) + 1);
      if (orders !== 1 || captures !== 1)
        problems.push(`booking ${row.id}: confirmed with ${orders} orders and ${captures} captures`);
    } else if (captures > 0) {
      problems.push(`booking ${row.id}: ${row.status} but captured ${captures} times`);
    }
  }
  for (const [offerId, count] of confirmedPerOffer)
    if (count > 1) problems.push(`offer ${offerId}: booked ${count} times`);
  return { pass: problems.length === 0, problems };
};

const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

/** The report, as printed and pasted in the README. */
export const formatReport = ({
  date,
  cores,
  durationMs,
  elapsedMs = durationMs,
  users,
  requests,
  bookings,
  verdicts,
}) => {
  const routes = [...new Set(requests.map((request) => request.route))].sort();
  const lines = [
    `Load: ${users.searchers} users searching and ${users.bookers} booking for ${Math.round(durationMs / 1000)} s against one gateway on the embedded PostgreSQL (${date}, ${cores} cores)`,
    `${requests.length} requests in ${Math.round(elapsedMs / 1000)} s (until the last answer), ${(requests.length / (elapsedMs / 1000)).toFixed(0)} per second`,
    '',
    `${'route'.padEnd(34)}${'count'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}  statuses`,
  ];
  for (const route of routes) {
    const mine = requests.filter((request) => request.route === route);
    const statuses = {};
    for (const { status } of mine) statuses[status] = (statuses[status] ?? 0) + 1;
    const durations = mine.map((request) => request.ms);
    lines.push(
      `${route.padEnd(34)}${String(mine.length).padStart(8)}${ms(percentile(durations, 50)).padStart(10)}${ms(percentile(durations, 99)).padStart(10)}  ${Object.entries(
        statuses,
      )
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
    );
  }
  const { serverErrors, memory, booking } = verdicts;
  const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
  lines.push(
    '',
    `Bookings: ${bookings.attempts} checkouts (${bookings.retried} sent again with their key, ${bookings.doubled} submitted twice at once), ${bookings.confirmed} confirmed, ${bookings.declined} declined cards, ${bookings.other} other answers`,
    `${verdict(serverErrors.pass)} no 5xx: ${serverErrors.failures} server errors or unanswered requests${serverErrors.failures ? ` ${JSON.stringify(serverErrors.byRoute)}` : ''}`,
    `${verdict(booking.pass)} no booking lost or duplicated${booking.problems.length ? `: ${booking.problems.slice(0, 10).join('; ')}` : ' (one row per answered key, one order and one capture per confirmed booking, one confirmed booking per offer)'}`,
    memory.rss
      ? `${verdict(memory.pass)} memory flat after warm-up: RSS ${mb(memory.rss.before)} → ${mb(memory.rss.after)} (allowed ${mb(memory.rss.allowed)}), live heap ${mb(memory.heap.before)} → ${mb(memory.heap.after)} (allowed ${mb(memory.heap.allowed)}); middle third → last third`
      : `${verdict(memory.pass)} memory: ${memory.reason}`,
  );
  if (memory.series?.length)
    lines.push(
      `RSS / heap every ${Math.round(durationMs / 1000 / memory.series.length)} s (MB): ${memory.series.map((s) => `${Math.round(s.rss / MB)}/${Math.round(s.heapUsed / MB)}`).join(' ')}`,
    );
  return lines.join('\n');
};
