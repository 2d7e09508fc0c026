import { fork } from 'node:child_process';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { combinedRuns, GATEWAY_GOALS } from './gatewayFigures.mjs';
import { benchSearch, createPortalClient, daysAhead, searchQuery, travellerWithBooking } from './portalClient.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
// Long enough for the gateway's code on the route to be compiled: with 1 s, whichever route came
// first still paid for it (the mode measured 0.45-0.6 first, 0.7 after the others).
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 4);
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

/** One autocannon run of `seconds`; any error or non-2xx fails it. */
const run = async (url, headers, seconds) => {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, pipelining: 1, duration: seconds });
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return {
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
};

/**
 * A route and its floor, each warmed up for WARM_UP_SECONDS, then measured for SECONDS in ROUNDS
 * slices that take turns (floor, route, floor, route...): this virtual machine's speed drifts
 * by a third within a minute, and taking turns puts the drift on both sides alike.
 */
const pair = async (floorUrl, routeUrl, headers) => {
  await run(floorUrl, headers, WARM_UP_SECONDS);
  await run(routeUrl, headers, WARM_UP_SECONDS);
  const bare = [];
  const gateway = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(await run(floorUrl, headers, SECONDS / ROUNDS));
    gateway.push(await run(routeUrl, headers, SECONDS / ROUNDS));
  }
  return { bare: combinedRuns(bare), gateway: combinedRuns(gateway) };
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
      const { bare, gateway } = await pair(floors[floor].url, new URL(path, baseUrl).href, headers);
      rows.push({ name, floor, goal, gateway, bare });
    }
  } finally {
    for (const floor of Object.values(floors)) await floor.stop();
  }
  return rows;
};

export const GATEWAY_LOAD_SETTINGS = {
  seconds: SECONDS,
  warmUpSeconds: WARM_UP_SECONDS,
  rounds: ROUNDS,
  connections: CONNECTIONS,
};
