import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../support/consoleGuard';
import { openHome } from '../support/home';

const chooseAirport = async (page: Page, label: 'From' | 'To', query: string, option: RegExp) => {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(query);
  await page.getByRole('option', { name: option }).first().click();
};

const resultCount = (page: Page) => page.getByTestId('results-count');
const cardPrices = async (page: Page) =>
  (await page.getByTestId('offer-price').allTextContents()).map((text) => Number(text.replace(/[$,]/g, '')));
const countOf = (text: string | null) => Number(/^(\d+)/.exec(text ?? '')?.[1]);

test.describe('flight search', () => {
  test("typing 'lon' lists London, all airports, then London's airports, with no network call", async ({ page }) => {
    await openHome(page);
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && calls.push(request.url()));
    const input = page.getByRole('combobox', { name: 'From' });
    await input.click();
    await input.fill('lon');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toContainText('London, all airports');
    await expect(options.nth(1)).toContainText('Heathrow Airport');
    await expect(options.filter({ hasText: 'London, GB' })).toHaveCount(6);
    expect(calls).toEqual([]);
  });

  test('a traveller searches JFK → LHR round trip, filters, sorts, loads more, opens a flight with its seat map and goes back to the same results', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await openHome(page);
    await chooseAirport(page, 'From', 'JFK', /John F\. Kennedy/);
    await chooseAirport(page, 'To', 'lon', /Heathrow/);
    await page.getByRole('button', { name: 'Search Flights' }).click();

    await expect(page).toHaveURL(
      /\/search\?origin=JFK&destination=LHR&departureDate=\d{4}-\d{2}-\d{2}&cabinClass=economy&adults=1&children=0&infants=0&tripType=round-trip&returnDate=/,
    );
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    // A new search shows its cheapest offers first and fills in the rest by itself (the counts below are the whole search's).
    await expect(page.getByTestId('results-still-listing')).toHaveCount(0);
    // Every flight of the search is counted, not the 30 loaded; Best is the order until another is chosen.
    await expect(resultCount(page)).toHaveText(/^\d+ flights$/);
    const all = countOf(await resultCount(page).textContent());
    expect(all).toBeGreaterThan(30);
    await expect(page.getByRole('button', { name: /^Best/ })).toHaveAttribute('aria-pressed', 'true');

    // Nonstop finds every nonstop of the search at once: as many as its option counted, all direct.
    const nonstop = page.getByRole('checkbox', { name: /^Nonstop/ });
    const nonstops = countOf((await nonstop.locator('xpath=ancestor::label').getByTestId('facet').textContent()) ?? '');
    expect(nonstops).toBeGreaterThan(0);
    await nonstop.check();
    await expect(resultCount(page)).toHaveText(`${nonstops} of ${all} flights`);
    await expect(page).toHaveURL(/[?&]stops=0(&|$)/);
    await expect(page.getByTestId('slice-stops').filter({ hasNotText: 'Direct' })).toHaveCount(0);
    await nonstop.uncheck();
    await expect(resultCount(page)).toHaveText(`${all} flights`);

    // The price handles are the browser's own range inputs: an arrow key moves one by a step ($10)
    // and the list keeps only flights from that price; Home takes it back to the lowest, filtering nothing.
    const lowest = page.getByRole('slider', { name: 'Minimum price' });
    const from = Number(await lowest.inputValue());
    await lowest.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await lowest.inputValue()) - from).toBeCloseTo(10);
    await expect(page).toHaveURL(/[?&]priceMin=\d/);
    await expect(page.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible();
    // The address and the filter count change at once; the cards follow when the filtered page arrives.
    await expect.poll(async () => Math.min(...(await cardPrices(page)))).toBeGreaterThanOrEqual(from + 10);
    await page.keyboard.press('Home');
    await expect(page).not.toHaveURL(/priceMin=/);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expect(resultCount(page)).toHaveText(`${all} flights`);

    // Cheapest is one click away and heads its tab with the price it puts first; High to Low starts at the dearest.
    const cheapestTab = page.getByRole('button', { name: /^Cheapest/ });
    await cheapestTab.click();
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    // The previous order's cards stay on screen until the sorted page arrives, and their first few
    // can happen to rise in price: the sorted list is the one that starts at the tab's price.
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        const ascending = prices.length > 2 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
        return (
          ascending && ((await cheapestTab.textContent()) ?? '').includes(`$${prices[0]!.toLocaleString('en-US')}`)
        );
      })
      .toBe(true);
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 2 && prices.every((price, i) => i === 0 || prices[i - 1]! >= price);
      })
      .toBe(true);
    // A reload keeps the order chosen.
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();

    // Load more: the next page joins the list and the address is cleaned up.
    await page.getByRole('button', { name: 'Load more' }).click();
    // How many offers a route has depends on the dates (the sandbox is deterministic per day): more than the first 30.
    const loaded = page.getByText(/^\d+ of \d+ flights loaded$/);
    await expect(loaded).toBeVisible();
    await expect.poll(async () => Number((await loaded.textContent())?.split(' ')[0])).toBeGreaterThan(30);
    await expect(page).not.toHaveURL(/showMore|previousCount/);
    await expect(page.getByRole('button', { name: 'Back to First Page' })).toBeVisible();
    // A reload loads the same pages again.
    const loadedCount = countOf(await loaded.textContent());
    await page.reload();
    await expect.poll(async () => countOf(await loaded.textContent())).toBe(loadedCount);
    const resultsUrl = page.url();

    // The detail page and its seat map.
    await page.getByTestId('offer-card').first().getByRole('button', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/flight\/off_/);
    await expect(page.getByRole('heading', { name: /Flight Summary/i })).toBeVisible();
    await page.getByRole('tab', { name: 'Seat Maps' }).click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByText(/Seat maps are not available for this flight|\d+[A-K]/)
        .first(),
    ).toBeVisible();

    // Back to the same results.
    await page.getByRole('link', { name: 'Back to Search Results' }).click();
    await expect(page).toHaveURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('origin')).toBe('JFK');
    expect(new URL(page.url()).searchParams.get('destination')).toBe('LHR');
    expect(new URL(resultsUrl).searchParams.get('departureDate')).toBe(
      new URL(page.url()).searchParams.get('departureDate'),
    );
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the search form refuses the same origin and destination with the spec message', async ({ page }) => {
    await openHome(page);
    await chooseAirport(page, 'From', 'JFK', /John F\. Kennedy/);
    await chooseAirport(page, 'To', 'JFK', /John F\. Kennedy/);
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page.getByText('Origin and destination cannot be the same')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('London, all airports searches every London airport: the results show offers from several of them, each with its actual airport', async ({
    page,
  }) => {
    await openHome(page);
    await chooseAirport(page, 'From', 'lon', /London, all airports/);
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('London, all airports (LON)');
    await chooseAirport(page, 'To', 'paris', /Paris, all airports/);
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL(/\/search\?origin=LON&destination=PAR&/);

    // Three weeks out: late in the evening today's last flights no longer sell.
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await page.goto(
      `/search?origin=LON&destination=PAR&departureDate=${day(21)}&cabinClass=economy&adults=1&children=0&infants=0&tripType=one-way`,
    );
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    // The airport each card's outbound flight leaves from, as the card shows it.
    const fromEachCard = await page
      .getByTestId('offer-card')
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector('[aria-label="Outbound"] strong')?.textContent ?? ''),
      );
    expect(fromEachCard.length).toBeGreaterThan(1);
    for (const code of fromEachCard) expect(['LHR', 'LGW', 'STN', 'LCY', 'LTN', 'SEN']).toContain(code);
    expect(new Set(fromEachCard).size).toBeGreaterThan(1);
  });

  test('the flexible-dates strip prices the days around the departure, and one click switches the search to another day', async ({
    page,
  }) => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await page.goto(
      `/search?origin=JFK&destination=LHR&departureDate=${day(21)}&cabinClass=economy&adults=1&children=0&infants=0&tripType=round-trip&returnDate=${day(28)}`,
    );
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    const strip = page.getByRole('region', { name: 'Flexible dates' });
    await expect(strip.getByRole('link')).toHaveCount(7);
    await expect(strip.locator('[aria-current="date"]')).toContainText(/\$[\d,]+/);

    await strip.getByRole('link').nth(4).click();

    await expect(page).toHaveURL(new RegExp(`departureDate=${day(22)}.*returnDate=${day(29)}`));
    await expect(strip.getByRole('link').nth(3)).toHaveAttribute('aria-current', 'date');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
  });
});
