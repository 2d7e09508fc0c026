import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { formatNumber, formatTable, median } from './figures.mjs';
import { benchSearch, createPortalClient, daysAhead, resultsAddress, searchQuery } from './portalClient.mjs';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const figuresOf = (lhr) => {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue;
  return {
    score: (lhr.categories.performance.score ?? Number.NaN) * 100,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's CPU yardstick for this machine at that moment: simulated timings scale with it.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
};

/**
 * One Lighthouse run in a Chromium of its own. On a busy machine a trace now and then misses its
 * navigation start (NO_NAVSTART); such a run is done again, at most twice.
 */
const oneRun = async (url, attemptsLeft = 3) => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  let lhr;
  try {
    lhr = (
      await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    ).lhr;
  } finally {
    await chrome.kill();
  }
  if (lhr.runtimeError && attemptsLeft > 1) {
    console.warn(`Lighthouse: ${lhr.runtimeError.code} on ${url}; running it again`);
    return oneRun(url, attemptsLeft - 1);
  }
  return figuresOf(lhr);
};

/**
 * Lighthouse's default (mobile) configuration with its simulated throttling, in the system
 * Chromium, for the home page and a results page; each figure is the median of the runs.
 */
export const measureLighthouse = async (baseUrl) => {
  const search = benchSearch(daysAhead(31));
  // Searched once beforehand, as the home page's form would have: the results page reads stored offers.
  await createPortalClient(baseUrl).get(`/api/flights/search?${searchQuery(search)}`);
  const pages = [
    { name: '/', path: '/' },
    { name: '/search (JFK-LHR results)', path: resultsAddress(search) },
  ];
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await oneRun(new URL(page.path, baseUrl).href));
    const of = (key) => median(runs.map((figures) => figures[key]));
    rows.push({
      name: page.name,
      score: of('score'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      benchmarkIndex: of('benchmarkIndex'),
      scores: runs.map((figures) => figures.score),
    });
  }
  return rows;
};

export const lighthouseTable = (rows) =>
  formatTable(
    ['page', 'performance', 'LCP', 'TBT', 'CLS', 'scores of the runs', 'benchmark index'],
    rows.map((row) => [
      row.name,
      formatNumber(row.score),
      formatNumber(row.lcp / 1000, 1, ' s'),
      formatNumber(row.tbt, 0, ' ms'),
      formatNumber(row.cls, 3),
      row.scores.map((score) => formatNumber(score)).join(', '),
      formatNumber(row.benchmarkIndex),
    ]),
  );
