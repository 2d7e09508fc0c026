import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { formatNumber, formatRatio, formatTable, median, ratio } from './figures.mjs';
import { allOffers, benchSearch, createPortalClient, daysAhead, resultsAddress, searchQuery } from './portalClient.mjs';

const REPETITIONS = Number(process.env.BENCH_FILTER_REPETITIONS ?? 15);
const WARM_UP = 3;
const LARGE = 1000;
/** The offers the results page adds on a load-more: page 1 of 100 (traveller-journey.md §4). */
const LOAD_MORE_PAGE = 100;
/** The sandbox's busiest routes top out at 300 offers a search; other days of the route make up the rest. */
const MAX_EXTRA_DAYS = 12;

/**
 * Offers of the same route on other days, as many as a results page needs beside its own
 * load-more page to hold LARGE offers. The Duffel sandbox gives at most 300 a search, so no one
 * search reaches 1,000.
 */
const offersOfOtherDays = async (baseUrl, firstDay) => {
  const client = createPortalClient(baseUrl);
  const offers = [];
  for (let day = firstDay + 1; offers.length < LARGE - LOAD_MORE_PAGE && day <= firstDay + MAX_EXTRA_DAYS; day += 1) {
    offers.push(...(await allOffers(client, benchSearch(daysAhead(day)))));
  }
  if (offers.length < LARGE - LOAD_MORE_PAGE) throw new Error(`only ${offers.length} offers over ${MAX_EXTRA_DAYS} days of JFK-LHR`);
  return offers.slice(0, LARGE - LOAD_MORE_PAGE);
};

const countText = (page) => page.getByTestId('results-count').textContent();

const waitForCount = async (page, expected) => {
  await page.getByTestId('results-count').filter({ hasText: new RegExp(`^${expected} flights$`) }).waitFor({ timeout: 60_000 });
};

/**
 * Clicks the filter in the page and times it there: from the click until the results count has
 * changed and the next frame has run (React's render, the virtual list's layout and the paint).
 */
const timeToggle = (page, input) =>
  page.evaluate(async (box) => {
    const count = () => document.querySelector('[data-testid="results-count"]')?.textContent;
    const before = count();
    performance.mark('filter-start');
    box.click();
    if (count() === before) {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the results count stayed "${before}"`)), 10_000);
        const observer = new MutationObserver(() => {
          if (count() === before) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.measure('filter-applied', 'filter-start').duration;
  }, input);

/** The results page of `address` in a fresh context, `before` run in it first (on the portal's origin). */
const openResults = async (browser, baseUrl, address, expected, before = async () => {}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL('/', baseUrl).href);
  await before(page);
  await page.goto(new URL(address, baseUrl).href);
  await waitForCount(page, expected);
  return { page, filter: await page.getByRole('checkbox', { name: 'Nonstop' }).elementHandle() };
};

/**
 * The results page with 30 offers (the first page) and with 1,000 (stored earlier results plus
 * a load-more page, the way the page restores them after a reload), the 'Nonstop' filter
 * applied and cleared in turn on both; each apply timed in the page. The two pages take turns
 * so that whatever else runs on the machine weighs on both alike.
 */
export const measureFilterScaling = async (baseUrl) => {
  const firstDay = 40;
  const search = benchSearch(daysAhead(firstDay));
  await createPortalClient(baseUrl).get(`/api/flights/search?${searchQuery(search)}`);
  const stored = await offersOfOtherDays(baseUrl, firstDay);
  const address = resultsAddress(search);
  const key = address.slice('/search?'.length);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const small = await openResults(browser, baseUrl, address, 30);
    const large = await openResults(browser, baseUrl, `${address}&showMore=true&previousCount=0`, LARGE, (page) =>
      page.evaluate(([storageKey, value]) => window.localStorage.setItem(storageKey, value), ['previousResults', JSON.stringify({ search: key, offers: stored, totalCount: stored.length })]),
    );
    const timings = { small: [], large: [] };
    for (let round = 0; round < WARM_UP + REPETITIONS; round += 1) {
      for (const [name, { page, filter }] of [['small', small], ['large', large]]) {
        await page.bringToFront();
        const applied = await timeToggle(page, filter);
        if (round >= WARM_UP) timings[name].push(applied);
        const filtered = await countText(page);
        await timeToggle(page, filter);
        if (filtered === (await countText(page))) throw new Error(`the Nonstop filter changed nothing on the ${name} page (${filtered})`);
      }
    }
    return [
      { offers: 30, timings: timings.small },
      { offers: LARGE, timings: timings.large },
    ];
  } finally {
    await browser.close();
  }
};

export const filterScalingTable = (rows) => {
  const [small, large] = rows.map((row) => ({ ...row, median: median(row.timings) }));
  const line = (row) => [`${row.offers}`, formatNumber(row.median, 1, ' ms'), formatNumber(Math.min(...row.timings), 1, ' ms'), formatNumber(Math.max(...row.timings), 1, ' ms'), `${row.timings.length}`];
  return formatTable(['offers loaded', 'median', 'fastest', 'slowest', 'applies'], [line(small), line(large), [`${large.offers} / ${small.offers}`, formatRatio(ratio(large.median, small.median)), '', '', '']]);
};
