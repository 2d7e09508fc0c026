import { expect, test, type Page } from '@playwright/test';
import { budgetFor, budgetOverruns } from '../../scripts/bench/budget.mjs';
import {
  chunkPartsFor,
  collectScripts,
  FORM_LIBRARY_MARKER,
  summarizeScripts,
  VALIDATION_LIBRARY_MARKER,
} from '../../scripts/bench/firstLoad.mjs';
import { becomeVisitor, FIRST_LOAD_ROUTES, type FirstLoadRoute } from '../support/firstLoadRoutes';
import { showIntent } from '../support/home';

/**
 * Opens a route's first load as its visitor and returns every script it fetched until the network
 * is idle: on a page painted whole (the home page), the painted page's own, before any intent.
 */
const firstLoadOf = async (page: Page, firstLoad: FirstLoadRoute) =>
  firstLoad.startsOnIntent ? paintedLoadOf(page, firstLoad) : appLoadOf(page, firstLoad);

const paintedLoadOf = async (page: Page, { visitor, address }: FirstLoadRoute) => {
  await becomeVisitor(page.request, visitor);
  const opened = await address(page.request);
  const scripts = collectScripts(page);
  await page.goto(opened);
  await expect(
    page.locator('[data-first-paint] [data-testid="page-home"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { opened, loaded: await scripts() };
};

/** Opens a route as its visitor, with the visitor's first intent, and returns every script fetched until its module's page is there and the network is idle. */
const appLoadOf = async (page: Page, { remote, visitor, address }: FirstLoadRoute) => {
  await becomeVisitor(page.request, visitor);
  const opened = await address(page.request);
  const scripts = collectScripts(page);
  await page.goto(opened);
  await showIntent(page);
  const boundary = page.locator(`[data-remote="${remote}"]`);
  await expect(boundary).toBeVisible({ timeout: 20_000 });
  // The module's page, not its loader (the painted frame or a spinner): the page's own chunks
  // have been asked for by then. Network idle alone could come in the gap before on a slow run.
  await expect(boundary.locator('[data-testid="first-paint-frame"], [aria-label="Loading page"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  return { opened, loaded: await scripts() };
};

// The first-load budgets: every route of the route table within 250 KB of gzipped JavaScript on
// its first load, / within 200 KB, never two copies of React DOM, MUI or emotion. Bytes and
// copies only. An overrun fails with the figure, the budget and the split into shell, shared and
// module parts.
for (const firstLoad of FIRST_LOAD_ROUTES) {
  const { route, visitor } = firstLoad;
  const budget = budgetFor(route);
  test(`the first load of ${route} (${visitor}) ships at most ${budget.maxGzipBytes / 1024} KB of gzipped JavaScript, with React DOM, MUI and emotion once at most`, async ({
    page,
    baseURL,
  }) => {
    const { opened, loaded } = await firstLoadOf(page, firstLoad);
    const measured = summarizeScripts(loaded, await chunkPartsFor(baseURL ?? '', loaded));
    const split = Object.entries(measured.parts).map(
      ([part, figure]) => `${part} ${(figure.gzipBytes / 1024).toFixed(1)} KB in ${figure.requests}`,
    );
    const total = `${(measured.total.gzipBytes / 1024).toFixed(1)} KB`;
    console.log(
      `first load of ${route} (${visitor}): ${total} in ${measured.total.requests} scripts (${split.join(', ')})`,
    );
    expect(budgetOverruns(measured, budget), `first load of ${opened}: ${split.join(', ')}`).toEqual([]);
  });
}

// The home page is painted whole and its app starts on the visitor's first intent: what the app
// then brings stays within the common budget, with React DOM, MUI and emotion once each.
for (const firstLoad of FIRST_LOAD_ROUTES.filter((candidate) => candidate.startsOnIntent)) {
  const { route } = firstLoad;
  test(`${route}, once the visitor shows intent, starts its app within ${budgetFor(`${route} started`).maxGzipBytes / 1024} KB of gzipped JavaScript, with React DOM, MUI and emotion once each`, async ({
    page,
    baseURL,
  }) => {
    const { opened, loaded } = await appLoadOf(page, firstLoad);
    const measured = summarizeScripts(loaded, await chunkPartsFor(baseURL ?? '', loaded));
    console.log(
      `${route} started: ${(measured.total.gzipBytes / 1024).toFixed(1)} KB in ${measured.total.requests} scripts`,
    );
    expect(budgetOverruns(measured, budgetFor(`${route} started`)), opened).toEqual([]);
    expect(measured.copies, 'one copy each, the app being there').toEqual(
      Object.fromEntries(Object.keys(measured.copies).map((library) => [library, 1])),
    );
  });
}

// The form library comes with a form: react-hook-form is its own shared module (the platform's
// forms entry), fetched by a page that shows a form, not by one that only shows or parses data;
// the footer's newsletter form fetches it when the footer comes into sight.
const FORM_PAGES: [route: string, forms: 'a form' | 'no form'][] = [
  ['/', 'a form'],
  ['/booking', 'a form'],
  ['/search', 'no form'],
  ['/flight/:id?', 'no form'],
  ['/my-trips', 'no form'],
  ['/admin/brands', 'no form'],
  ['/admin/operations', 'no form'],
  ['/privacy', 'no form'],
];
for (const [route, forms] of FORM_PAGES) {
  const firstLoad = FIRST_LOAD_ROUTES.find((candidate) => candidate.route === route)!;
  test(`the first load of ${route}, a page with ${forms} in sight, fetches react-hook-form ${forms === 'a form' ? 'once' : 'not at all'}`, async ({
    page,
  }) => {
    const { loaded } = await appLoadOf(page, firstLoad);
    const withFormLibrary = loaded.filter(({ body }) => body.includes(FORM_LIBRARY_MARKER)).map(({ url }) => url);
    expect(withFormLibrary).toHaveLength(forms === 'a form' ? 1 : 0);
  });
}

// zod and the contracts (about 33 KB) come with a page's first validation, not with the answers
// its first load reads: these pages read theirs (results, offer, flexible dates, bookings, price
// alerts, content, admin settings, brands and operations, submissions) without zod.
const READ_WITHOUT_ZOD = [
  '/',
  '/search',
  '/flight/:id?',
  '/booking',
  '/booking/change/:bookingId',
  '/my-trips',
  '/privacy',
  '/admin-settings',
  '/admin/brands',
  '/admin/operations',
  '/content/edit/:slug',
  '/content/submissions',
];
for (const route of READ_WITHOUT_ZOD) {
  const firstLoad = FIRST_LOAD_ROUTES.find((candidate) => candidate.route === route)!;
  test(`the first load of ${route} reads its answers without fetching zod`, async ({ page }) => {
    const { loaded } = await appLoadOf(page, firstLoad);
    const withZod = loaded.filter(({ body }) => body.includes(VALIDATION_LIBRARY_MARKER)).map(({ url }) => url);
    expect(withZod).toEqual([]);
  });
}

test('zod arrives once a visitor starts on the home search form, which validates what is typed', async ({ page }) => {
  await appLoadOf(
    page,
    FIRST_LOAD_ROUTES.find((candidate) => candidate.route === '/')!,
  );
  const later = collectScripts(page);
  await page.getByRole('combobox', { name: 'From' }).first().focus();
  await expect
    .poll(async () => (await later()).filter(({ body }) => body.includes(VALIDATION_LIBRARY_MARKER)).length)
    .toBe(1);
});

test('zod arrives once a traveller starts on the passenger form, so Continue does not wait for it', async ({
  page,
}) => {
  await appLoadOf(
    page,
    FIRST_LOAD_ROUTES.find((candidate) => candidate.route === '/booking')!,
  );
  const later = collectScripts(page);
  await page
    .getByRole('textbox', { name: /^First name/ })
    .first()
    .focus();
  await expect
    .poll(async () => (await later()).filter(({ body }) => body.includes(VALIDATION_LIBRARY_MARKER)).length)
    .toBe(1);
});
