import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { formatNumber, formatRatio, formatTable, median, ratio } from './figures.mjs';
import { allOffers, benchSearch, createPortalClient, daysAhead, resultsAddress, searchQuery } from './portalClient.mjs';

const REPETITIONS = Number(process.env.BENCH_FILTER_REPETITIONS ?? 15);
const WARM_UP = 3;
/** Two routes with fewer and more offers for one adult (56 and 121 on 2026-11-25; the sandbox gives 60 to 300 a search). */
const SMALL_ROUTE = ['JFK', 'LHR'];
const LARGE_ROUTE = ['BOS', 'SEA'];

/** Cards (one per set of flights) the gateway counts for a search. */
const cardCount = async (client, search) =>
  (await client.get(`/api/flights/search?${searchQuery(search)}`)).body.total_count;

const countText = (page) => page.getByTestId('results-count').textContent();

const waitForCount = async (page, expected) => {
  await page
    .getByTestId('results-count')
    .filter({ hasText: new RegExp(`^${expected} flights$`) })
    .waitFor({ timeout: 60_000 });
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

/** The results page of `address` in a fresh context, once it counts its `cards`. */
const openResults = async (browser, baseUrl, address, cards) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL(address, baseUrl).href);
  await waitForCount(page, cards);
  return { page, filter: await page.getByRole('checkbox', { name: /^Nonstop/ }).elementHandle() };
};

/**
 * Since issue 19 the gateway filters over every offer of a search and a filter starts the list
 * again from its first page, so what grows with a search is the gateway's work, not the page's.
 * The results page of a thin route's search and of the busiest (the sandbox's largest), the
 * 'Nonstop' filter applied and cleared in turn on both; each apply timed in the page, gateway
 * round trip included. The two pages take turns so that whatever else runs on the machine weighs
 * on both alike.
 */
export const measureFilterScaling = async (baseUrl) => {
  const client = createPortalClient(baseUrl);
  const date = daysAhead(40);
  const small = benchSearch(date, ...SMALL_ROUTE);
  const large = benchSearch(date, ...LARGE_ROUTE);
  const smallCards = await cardCount(client, small);
  const largeCards = await cardCount(client, large);
  const smallOffers = (await allOffers(client, small)).length;
  const largeOffers = (await allOffers(client, large)).length;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const pages = {
      small: await openResults(browser, baseUrl, resultsAddress(small), smallCards),
      large: await openResults(browser, baseUrl, resultsAddress(large), largeCards),
    };
    const timings = { small: [], large: [] };
    for (let round = 0; round < WARM_UP + REPETITIONS; round += 1) {
      for (const [name, { page, filter }] of Object.entries(pages)) {
        await page.bringToFront();
        const applied = await timeToggle(page, filter);
        if (round >= WARM_UP) timings[name].push(applied);
        const filtered = await countText(page);
        await timeToggle(page, filter);
        if (filtered === (await countText(page)))
          throw new Error(`the Nonstop filter changed nothing on the ${name} page (${filtered})`);
      }
    }
    return [
      { offers: smallOffers, cards: smallCards, timings: timings.small },
      { offers: largeOffers, cards: largeCards, timings: timings.large },
    ];
  } finally {
    await browser.close();
  }
};

export const filterScalingTable = (rows) => {
  const [small, large] = rows.map((row) => ({ ...row, median: median(row.timings) }));
  const line = (row) => [
    `${row.offers} (${row.cards} cards)`,
    formatNumber(row.median, 1, ' ms'),
    formatNumber(Math.min(...row.timings), 1, ' ms'),
    formatNumber(Math.max(...row.timings), 1, ' ms'),
    `${row.timings.length}`,
  ];
  return formatTable(
    ['offers in the search (cards)', 'median', 'fastest', 'slowest', 'applies'],
    [
      line(small),
      line(large),
      [`${large.offers} / ${small.offers}`, formatRatio(ratio(large.median, small.median)), '', '', ''],
    ],
  );
};
