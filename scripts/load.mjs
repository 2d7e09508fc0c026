import os from 'node:os';
import { collectEvidence } from './load/evidence.mjs';
import { startPortal } from './load/portal.mjs';
import { runBooker, runSearcher, searchPool, warmUp } from './load/users.mjs';
import { bookingVerdict, formatReport, memoryVerdict, serverErrorVerdict } from './load/verdicts.mjs';

// `npm run load`: a throw-away portal on its own ports, 200 users searching and 20 booking for
// 60 s, then the verdicts: no 5xx, no booking lost or duplicated, memory flat after warm-up.
// Exits 1 when a verdict fails. Only 127.0.0.1 is contacted; everything stops by itself.
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  port: env('LOAD_PORT', 8241),
  pgPort: env('LOAD_PG_PORT', 54441),
  stripePort: env('LOAD_STRIPE_PORT', 12241),
  durationMs: env('LOAD_SECONDS', 60) * 1000,
  searchers: env('LOAD_SEARCHERS', 200),
  bookers: env('LOAD_BOOKERS', 20),
  /** A searcher reads a page for this long on average before the next request. */
  thinkMs: env('LOAD_THINK_MS', 1000),
  timeoutMs: env('LOAD_TIMEOUT_MS', 60_000),
};

let lastAddress = 0;
/** 198.18.0.0/15 (RFC 2544, benchmarking): one address per virtual person, 131,072 of them. */
const newAddress = () => {
  lastAddress += 1;
  return `198.${18 + Math.floor(lastAddress / 65_536)}.${Math.floor(lastAddress / 256) % 256}.${lastAddress % 256}`;
};

const portal = await startPortal(settings);
try {
  const requests = [];
  const record = (request) => requests.push(request);
  const attempts = [];
  // Shared by the bookers: each picks an offer nobody took yet (two people racing for one seat is
  // the scale test's story, not this one's).
  const usedOffers = new Set();
  const pool = searchPool();
  console.log(`Portal at ${portal.baseUrl}; warming up…`);
  const warmUpStarted = Date.now();
  await warmUp({
    baseUrl: portal.baseUrl,
    ip: newAddress(),
    record: () => undefined,
    pool,
    timeoutMs: settings.timeoutMs,
  });
  console.log(
    `Warm-up: the ${pool.length} searches of the pool made once in ${((Date.now() - warmUpStarted) / 1000).toFixed(0)} s`,
  );
  const startedAt = Date.now();
  const until = startedAt + settings.durationMs;
  console.log(`${settings.searchers} searchers and ${settings.bookers} bookers for ${settings.durationMs / 1000} s…`);

  const common = { baseUrl: portal.baseUrl, record, until, pool, timeoutMs: settings.timeoutMs };
  await Promise.all([
    ...Array.from({ length: settings.searchers }, () =>
      runSearcher({ ...common, ip: newAddress(), thinkMs: settings.thinkMs }),
    ),
    ...Array.from({ length: settings.bookers }, (_, index) =>
      runBooker({ ...common, index, newAddress, usedOffers, attempts }),
    ),
  ]);
  const elapsedMs = Date.now() - startedAt;

  const evidence = await collectEvidence(portal);
  const memory = portal.memory
    .map((sample) => ({
      atMs: sample.at - startedAt,
      rss: sample.rss,
      heapUsed: sample.heapUsed,
      afterGc: sample.afterGc,
    }))
    .filter((sample) => sample.atMs >= 0 && sample.atMs <= settings.durationMs);
  const answered = (status) =>
    attempts.filter((attempt) => attempt.answers.some((answer) => answer.status === status)).length;
  const report = formatReport({
    date: new Date().toISOString().slice(0, 10),
    cores: os.cpus().length,
    durationMs: settings.durationMs,
    elapsedMs,
    users: settings,
    requests,
    bookings: {
      attempts: attempts.length,
      retried: attempts.filter((attempt) => attempt.behaviour === 'retry').length,
      doubled: attempts.filter((attempt) => attempt.behaviour === 'double').length,
      confirmed: attempts.filter((attempt) => attempt.answers.some((answer) => answer.bookingStatus === 'confirmed'))
        .length,
      declined: answered(402),
      other: attempts.filter(
        (attempt) => !attempt.answers.some((answer) => answer.bookingStatus === 'confirmed' || answer.status === 402),
      ).length,
    },
    verdicts: {
      serverErrors: serverErrorVerdict(requests),
      booking: bookingVerdict({ attempts, ...evidence }),
      memory: memoryVerdict(memory, settings.durationMs),
    },
  });
  console.log(`\n${report}`);
  const unlisted = attempts.filter((attempt) => attempt.listed === false).length;
  if (unlisted) console.log(`FAIL ${unlisted} members' confirmed bookings missing from GET /api/bookings`);
  process.exitCode = report.includes('\nFAIL') || unlisted ? 1 : 0;
} finally {
  await portal.stop();
}
