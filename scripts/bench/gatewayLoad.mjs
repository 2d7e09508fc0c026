import { fork } from 'node:child_process';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { GATEWAY_GOALS } from './gatewayFigures.mjs';
import { benchSearch, createPortalClient, daysAhead, searchQuery, travellerWithBooking } from './portalClient.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20);
const GZIP = { 'accept-encoding': 'gzip' };

/**
 * A floor server (helloWorld.mjs in `mode`) in a child process; resolves with its URL and a stop
 * function. `message` is sent to it before it listens (the json floor's body).
 */
const startFloor = (mode, message) =>
  new Promise((resolve, reject) => {
    const child = fork(new URL('./helloWorld.mjs', import.meta.url), [mode], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${mode} floor exited with ${code}`)));
    child.once('message', ({ port }) =>
      resolve({
        url: `http://127.0.0.1:${port}/`,
        stop: () => new Promise((done) => child.removeAllListeners('exit').once('exit', done).disconnect()),
      }),
    );
    if (message) child.send(message);
  });

/** One raw GET (node:http does not decompress): its status, headers and body bytes. */
const rawGet = (url, headers) =>
  new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

/** Both sides of the search pair must answer gzip with the same JSON, or the ratio compares unlike work. */
const checkSameGzippedJson = async (urls, json) => {
  for (const url of urls) {
    const res = await rawGet(url, GZIP);
    if (res.status !== 200 || res.headers['content-encoding'] !== 'gzip')
      throw new Error(`${url} answered ${res.status} with content-encoding ${res.headers['content-encoding']}`);
    if (!gunzipSync(res.body).equals(json)) throw new Error(`${url} did not answer the same JSON as the gateway`);
  }
};

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
 * Throughput and p50/p99 latency of the gateway's hot routes, each measured right after its
 * floor (the same work without the portal) so that whatever else runs on the machine weighs on
 * both alike: the mode, a brand and the bookings list beside a hello-world, a stored search page
 * beside Express with compression sending the page's own JSON from memory, both asked for gzip.
 */
export const measureGatewayLoad = async (baseUrl) => {
  const search = benchSearch(daysAhead(30));
  const searchPage = new URL(`/api/flights/search?${searchQuery(search, 1, 30)}`, baseUrl).href;
  // The first search creates the offer request; every later page is read from the stored offers.
  await createPortalClient(baseUrl).get(searchPage);
  const { client } = await travellerWithBooking(baseUrl, search);
  // Read after the booking: reading the booked offer stores its services into the search's page.
  const page = await rawGet(searchPage, { 'accept-encoding': 'identity' });
  if (page.status !== 200) throw new Error(`the stored search page answered ${page.status}`);
  const targets = [
    { name: 'GET /api/system/mode', path: '/api/system/mode', floor: 'hello', goal: GATEWAY_GOALS.mode },
    { name: 'GET /api/brands/default', path: '/api/brands/default', floor: 'hello', goal: GATEWAY_GOALS.brand },
    {
      name: 'GET /api/flights/search (stored page of 30, gzip)',
      path: searchPage,
      headers: GZIP,
      floor: 'json',
      goal: GATEWAY_GOALS.searchPage,
    },
    {
      name: 'GET /api/bookings (signed in)',
      path: '/api/bookings',
      headers: { cookie: client.cookieHeader() },
      floor: 'hello',
      goal: GATEWAY_GOALS.bookings,
    },
  ];
  const floors = {};
  const rows = [];
  try {
    floors.hello = await startFloor('hello');
    floors.json = await startFloor('json', { json: page.body.toString('utf8') });
    await checkSameGzippedJson([floors.json.url, searchPage], page.body);
    for (const { name, path, headers = {}, floor, goal } of targets) {
      // The floor gets the same request headers (a cookie is only bytes to it).
      const bare = await load(floors[floor].url, headers);
      const gateway = await load(new URL(path, baseUrl).href, headers);
      rows.push({ name, floor, goal, gateway, bare });
    }
  } finally {
    for (const floor of Object.values(floors)) await floor.stop();
  }
  return rows;
};

export const GATEWAY_LOAD_SETTINGS = { seconds: SECONDS, connections: CONNECTIONS };
