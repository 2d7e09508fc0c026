import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { formatNumber, formatRatio, formatTable, ratio } from './figures.mjs';
import { benchSearch, createPortalClient, daysAhead, searchQuery, travellerWithBooking } from './portalClient.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 10);

/** A bare Express hello-world in a child process; resolves with its URL and a stop function. */
const startHelloWorld = () =>
  new Promise((resolve, reject) => {
    const child = fork(new URL('./helloWorld.mjs', import.meta.url), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the hello-world server exited with ${code}`)));
    child.once('message', ({ port }) =>
      resolve({
        url: `http://127.0.0.1:${port}/`,
        stop: () => new Promise((done) => child.removeAllListeners('exit').once('exit', done).disconnect()),
      }),
    );
  });

/** One autocannon run: a second of warm-up, then SECONDS of load; any error or non-2xx fails it. */
const load = async (url, headers = {}) => {
  const options = { url, headers, connections: CONNECTIONS, pipelining: 1 };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
};

/**
 * Throughput and p50/p99 latency of three gateway routes, each measured right after a bare
 * Express hello-world so that whatever else runs on the machine weighs on both alike.
 */
export const measureGatewayLoad = async (baseUrl) => {
  const search = benchSearch(daysAhead(30));
  const searchPage = `/api/flights/search?${searchQuery(search, 1, 30)}`;
  // The first search creates the offer request; every later page is read from the stored offers.
  await createPortalClient(baseUrl).get(searchPage);
  const { client } = await travellerWithBooking(baseUrl, search);
  const targets = [
    { name: 'GET /api/system/mode', path: '/api/system/mode', headers: {} },
    { name: 'GET /api/flights/search (stored page of 30)', path: searchPage, headers: {} },
    { name: 'GET /api/bookings (signed in)', path: '/api/bookings', headers: { cookie: client.cookieHeader() } },
  ];
  const hello = await startHelloWorld();
  const rows = [];
  try {
    for (const target of targets) {
      const bare = await load(hello.url);
      const gateway = await load(new URL(target.path, baseUrl).href, target.headers);
      rows.push({ name: target.name, gateway, bare });
    }
  } finally {
    await hello.stop();
  }
  return rows;
};

export const gatewayLoadTable = (rows) =>
  formatTable(
    ['route', 'req/s', 'p50', 'p99', 'hello-world req/s', 'p50', 'p99', 'throughput ratio', 'p99 ratio'],
    rows.map(({ name, gateway, bare }) => [
      name,
      formatNumber(gateway.rps),
      formatNumber(gateway.p50, 0, ' ms'),
      formatNumber(gateway.p99, 0, ' ms'),
      formatNumber(bare.rps),
      formatNumber(bare.p50, 0, ' ms'),
      formatNumber(bare.p99, 0, ' ms'),
      formatRatio(ratio(gateway.rps, bare.rps)),
      formatRatio(ratio(gateway.p99, bare.p99)),
    ]),
  );

export const GATEWAY_LOAD_SETTINGS = { seconds: SECONDS, connections: CONNECTIONS };
