import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { formatNumber, formatTable, median } from './figures.mjs';
import { benchSearch, createPortalClient, daysAhead, resultsAddress, searchQuery } from './portalClient.mjs';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * Lighthouse's CPU slowdown when set (its default is 4): simulated timings scale with the
 * machine's speed (its benchmark index), so a figure taken on a fast hour can be taken again as
 * a machine that many times slower would see it.
 */
const CPU_SLOWDOWN = process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;
/**
 * Another build of the portal already running (its base address), measured beside this one when
 * set: each page is measured on one, then the other, run by run, so a before and an after see the
 * same moments of a machine whose speed drifts from minute to minute.
 */
const BESIDE = process.env.BENCH_LIGHTHOUSE_BESIDE;
/** Where each run's full report (Lighthouse's JSON) is written when set: for reading its audits. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

const keepReport = (lhr, name, run) => {
  if (!REPORTS_DIR) return;
  mkdirSync(REPORTS_DIR, { recursive: true });
  const file = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
  writeFileSync(path.join(REPORTS_DIR, file), JSON.stringify(lhr));
};

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
      await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
      })
    ).lhr;
  } finally {
    await chrome.kill();
  }
  if (lhr.runtimeError && attemptsLeft > 1) {
    console.warn(`Lighthouse: ${lhr.runtimeError.code} on ${url}; running it again`);
    return oneRun(url, attemptsLeft - 1);
  }
  return lhr;
};

/** The checkout of one adult for an offer, as a results card's Select opens it. */
const checkoutAddress = (offerId) =>
  `/booking?${new URLSearchParams({ offer: offerId, adults: '1', children: '0', infants: '0' })}`;

/**
 * The three pages of one running build: the results and the checkout of a search made on it first.
 * `label` names the build in the table, `reportSuffix` in the reports' file names.
 */
const pagesOf = async (baseUrl, label, reportSuffix = '') => {
  const search = benchSearch(daysAhead(31));
  // Searched once beforehand, as the home page's form would have: the results page reads stored
  // offers, and the checkout is for its cheapest.
  const { body } = await createPortalClient(baseUrl).get(`/api/flights/search?${searchQuery(search)}`);
  const [chosen] = body.offers;
  if (!chosen) throw new Error(`no offer for ${search.origin}-${search.destination} on ${search.departureDate}`);
  return [
    { name: '/', path: '/' },
    { name: '/search (JFK-LHR results)', path: resultsAddress(search) },
    { name: '/booking (a chosen offer)', path: checkoutAddress(chosen.id) },
  ].map((page) => ({
    ...page,
    name: label ? `${page.name}, ${label}` : page.name,
    report: `${page.name.split(' ')[0]}${reportSuffix}`,
    url: new URL(page.path, baseUrl).href,
  }));
};

/**
 * Lighthouse's default (mobile) configuration with its simulated throttling, in the system
 * Chromium, for the home page, a results page and the checkout of a chosen offer; each figure is
 * the median of the runs. With BENCH_LIGHTHOUSE_BESIDE, the same pages of that build too, in turn.
 */
export const measureLighthouse = async (baseUrl) => {
  const builds = BESIDE
    ? [await pagesOf(BESIDE, `beside (${BESIDE})`, '-beside'), await pagesOf(baseUrl, 'this build')]
    : [await pagesOf(baseUrl)];
  const rows = [];
  for (let at = 0; at < builds[0].length; at += 1) {
    const pages = builds.map((pagesOfBuild) => pagesOfBuild[at]);
    const runs = pages.map(() => []);
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      for (const [which, page] of pages.entries()) {
        const lhr = await oneRun(page.url);
        keepReport(lhr, page.report, run);
        runs[which].push(figuresOf(lhr));
      }
    }
    for (const [which, page] of pages.entries()) {
      const of = (key) => median(runs[which].map((figures) => figures[key]));
      rows.push({
        name: page.name,
        score: of('score'),
        lcp: of('lcp'),
        tbt: of('tbt'),
        cls: of('cls'),
        benchmarkIndex: of('benchmarkIndex'),
        scores: runs[which].map((figures) => figures.score),
      });
    }
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
