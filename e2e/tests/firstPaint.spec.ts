import { expect, test, type Page } from '@playwright/test';
import { EAGER_COMPILE_HINT } from '../../platform/src/federation/eagerCompileHintPlugin.cjs';
import { collectScripts } from '../../scripts/bench/firstLoad.mjs';
import { showIntent } from '../support/home';

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const RESULTS = `/search?origin=LHR&destination=JFK&departureDate=${daysAhead(21)}&cabinClass=economy&adults=1&children=0&infants=0&tripType=one-way`;

const PAGES = [
  {
    name: 'the home page',
    path: '/?brand=sunjet.travel',
    heading: 'Cheap flights, found by people who know travel',
    // The app's own page, in its module's area: the first paint carries the same test ids.
    mounted: '[data-remote="mfe_search"] [data-testid="page-home"]',
  },
  {
    name: 'a results page',
    path: `${RESULTS}&brand=sunjet.travel`,
    heading: 'LHR → JFK',
    mounted: '[data-remote="mfe_search"] [data-testid="results-header"]',
  },
];

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { name, path, heading } of [
    ...PAGES,
    {
      name: 'the checkout',
      path: '/booking?offer=off_0000000000&adults=1&brand=sunjet.travel',
      heading: 'Complete your booking',
    },
  ]) {
    test(`when ${name} is opened, then the brand's header and the page's heading are painted from the HTML alone`, async ({
      page,
    }) => {
      await page.goto(path);

      await expect(page).toHaveTitle('SunJet Travel Flight Booking');
      await expect(page.getByRole('banner').getByRole('img', { name: 'SunJet Travel' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The brand's page colour, from the inlined theme.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 251, 245)');
    });
  }

  test("when a visitor who has not made their cookie choice opens a page, then the cookie banner is painted from the HTML alone at the window's foot; one who has chosen gets none", async ({
    page,
    context,
  }) => {
    await page.goto(RESULTS);
    const banner = page.getByRole('dialog', { name: 'Your cookie choices' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Strictly necessary cookies keep sign-in and booking working.');
    const viewport = page.viewportSize();
    const box = await banner.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);

    const { hostname } = new URL(page.url());
    await context.addCookies([{ name: 'portal_consent', value: '1', domain: hostname, path: '/' }]);
    await page.goto(RESULTS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LHR → JFK');
    await expect(page.getByText('Your cookie choices')).toHaveCount(0);
  });
});

/** The page's header and main heading where they are painted. */
const boxes = async (page: Page) => ({
  header: await page.getByRole('banner').boundingBox(),
  heading: await page.getByRole('heading', { level: 1 }).first().boundingBox(),
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const { name, path, mounted } of PAGES) {
    test(`when ${name} mounts over its painted frame, then the header and heading stay where they were painted and nothing shifts`, async ({
      page,
    }) => {
      // Every layout shift once the painted page is in its font, but a progress bar's own animation (MUI's
      // indeterminate bar moves by its left and right edges): that is not the page moving.
      await page.addInitScript(() => {
        (window as unknown as { layoutShift: number }).layoutShift = 0;
        type Source = { node?: Node | null };
        const inProgressBar = (source: Source) => {
          const node = source.node;
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          return element !== null && element.closest('[role="progressbar"]') !== null;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: Source[];
          }[])
            if (!entry.hadRecentInput && !entry.sources.every(inProgressBar))
              (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The shell's script is held back until the painted frame has been measured.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });

      // The offers are held back too: what is measured is the mount, not the offers arriving.
      let releaseOffers = () => {};
      const offersReleased = new Promise<void>((resolve) => (releaseOffers = resolve));
      await page.route(/\/api\/flights\/search\b/, async (route) => {
        await offersReleased;
        await route.continue();
      });

      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('[data-first-paint] main h1')).toBeVisible();
      // The brand's font comes with the painted page: what is measured is the page in it.
      await page.evaluate(async () => {
        await document.fonts.ready;
        (window as unknown as { layoutShift: number }).layoutShift = 0;
      });
      const painted = await boxes(page);
      release();
      // The home page, painted whole, starts its app on the visitor's first intent.
      await showIntent(page);
      await expect(page.locator(mounted)).toBeVisible();
      await expect(page.getByTestId('site-header')).toBeVisible();
      const mountedBoxes = await boxes(page);
      const shiftedByMounting = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      releaseOffers();
      if (mounted.includes('results-header')) {
        // Then the offers come into the places held for them: the filters, the strip, the list.
        await expect(page.getByTestId('offer-card').first()).toBeVisible();
        await expect(page.getByTestId('filters-panel')).toBeVisible();
        const shiftedByOffers = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
        expect(shiftedByOffers - shiftedByMounting).toBeLessThan(0.01);
      }

      expect(mountedBoxes.header).toEqual(painted.header);
      expect(mountedBoxes.heading?.y).toBeCloseTo(painted.heading?.y ?? Number.NaN, 0);
      expect(mountedBoxes.heading?.height).toBeCloseTo(painted.heading?.height ?? Number.NaN, 0);
      // Nothing moves when the app mounts over the painted page, drawn in the brand's font already.
      expect(shiftedByMounting).toBeLessThan(0.001);
    });
  }
});

test("when a results page mounts, then its text stays in the brand's font from the painted page's own faces, the font's stylesheet not fetched again", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/font-[a-z]+\.[0-9a-f]+\.(css|js)$/.test(pathname)) fontRequests.push(pathname);
  });

  await page.goto(`${RESULTS}&brand=sunjet.travel`);
  await expect(page.getByTestId('offer-card').first()).toBeVisible();

  const heading = page.getByRole('heading', { level: 1 }).first();
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Poppins"?,/);
  expect(await page.evaluate(() => document.fonts.check('700 16px Poppins'))).toBe(true);
  expect(fontRequests).toEqual([]);
});

test.describe("the browser's compiler", () => {
  for (const { name, path, mounted } of PAGES) {
    test(`when ${name} boots, then every script it runs asks V8 to compile it whole while it streams in, off the main thread`, async ({
      page,
    }) => {
      const fetched = collectScripts(page);
      await page.goto(path);
      await showIntent(page);
      await expect(page.locator(mounted)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const scripts = await fetched();

      // The shell, the shared libraries and the page's module: at least one script of each.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      const unhinted = scripts.filter(
        ({ body }) => !body.toString('utf8', 0, 64).startsWith(`${EAGER_COMPILE_HINT}\n`),
      );
      expect(unhinted.map((script) => script.url)).toEqual([]);
    });
  }
});
