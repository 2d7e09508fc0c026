import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../support/consoleGuard';

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const RESULTS = `/search?origin=LHR&destination=JFK&departureDate=${daysAhead(21)}&cabinClass=economy&adults=1&children=0&infants=0&tripType=one-way`;

/** The answers a shell without an inlined boot state waits for before its first render. */
const BOOT_ANSWER = /\/api\/(brands\/|system\/mode$|auth\/user$|remotes$)/;

/** Every boot-answer request the page sends, and every CSP violation it reports, from its first byte. */
const watchBoot = (page: Page) => {
  const bootRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (BOOT_ANSWER.test(pathname)) bootRequests.push(`${request.method()} ${pathname}`);
  });
  const consoleLines = watchConsole(page);
  return { bootRequests, consoleLines };
};

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
});

for (const { name, path } of [
  { name: 'the home page of a brand', path: '/?brand=sunjet.travel' },
  { name: 'a results page', path: RESULTS },
]) {
  test(`when ${name} is opened, then it shows its heading without asking for the brand, mode, user or registry, under its CSP`, async ({
    page,
  }) => {
    const { bootRequests, consoleLines } = watchBoot(page);

    const response = await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const beforeHeading = [...bootRequests];

    expect(beforeHeading).toEqual([]);
    expect(response?.headers()['content-security-policy']).toMatch(/(^|;)script-src 'self'/);
    await expect(page.locator('script#portal-boot[type="application/json"]')).toHaveCount(1);
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleLines.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  });
}

test('when a results page is opened, then its number formats are loaded by a worker of the page, under its CSP', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));

  await page.goto(RESULTS);
  await expect(page.getByTestId('offer-card').first()).toBeVisible();

  expect(workers).toEqual([expect.stringMatching(/^\/assets\/formatsWarmUp\.worker\.[0-9a-f]+\.js$/)]);
  expect(await cspViolations(page)).toEqual([]);
});

test('when the brand is previewed, then the first render already shows its name in the title', async ({ page }) => {
  const { bootRequests } = watchBoot(page);

  await page.goto('/?brand=sunjet.travel');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await expect(page).toHaveTitle(/SunJet/i);
  expect(bootRequests).toEqual([]);
});
