import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { findOffer } from '../support/booking';
import { controlsWithoutFocusIndicator } from '../support/focusIndicator';
import { ROUTE_TABLE } from '../support/routes';
import { signInAsAdmin } from '../support/session';
import { openHome, showIntent } from '../support/home';

/** Each route once its module has rendered its own text: the violations found, by path (none: left out). */
const auditRoutes = async (page: Page, routes: typeof ROUTE_TABLE): Promise<Record<string, string[]>> => {
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    await page.goto(route.path);
    await showIntent(page);
    await expect(page.locator(`[data-remote="${route.module}"]`).getByText(route.heading).first()).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length) found[route.path] = violations;
  }
  return found;
};

test.describe('accessibility (axe, WCAG 2.2 A and AA): no serious or critical violation', () => {
  test.setTimeout(360_000);

  test('every route, signed out', async ({ page }) => {
    expect(
      await auditRoutes(
        page,
        ROUTE_TABLE.filter((candidate) => !candidate.admin),
      ),
    ).toEqual({});
  });

  test('every route, signed in as an admin', async ({ page }) => {
    await signInAsAdmin(page.request);
    expect(await auditRoutes(page, ROUTE_TABLE)).toEqual({});
  });

  test('the results, the flight detail with its seat map, and the booking page of a real offer', async ({ page }) => {
    const departure = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(
      `/search?origin=JFK&destination=LHR&departureDate=${departure}&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=one-way`,
    );
    await expect(page.getByRole('button', { name: /select|view deal|details/i }).first()).toBeVisible({
      timeout: 30_000,
    });
    expect(await seriousViolations(page), 'results').toEqual([]);

    const offerId = await findOffer(page);
    await page.goto(`/flight/${encodeURIComponent(offerId)}`);
    await page.getByRole('tab', { name: /seat/i }).click();
    await expect(page.getByRole('list', { name: 'Seat legend' }).first()).toBeVisible();
    expect(await seriousViolations(page), 'flight detail, seat maps').toEqual([]);

    await page.goto(`/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`);
    await expect(page.getByRole('region', { name: 'Adult 1' })).toBeVisible();
    expect(await seriousViolations(page), 'booking, passengers').toEqual([]);
  });

  test('the airport picker follows the combobox pattern: expanded list, active option by arrow keys, Enter chooses, Escape closes', async ({
    page,
  }) => {
    await openHome(page);
    const from = page.getByRole('combobox', { name: /^From/ });
    await expect(from).toHaveAttribute('aria-expanded', 'false');
    await from.fill('london');
    await expect(from).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: /From airports/ });
    await expect(listbox).toBeVisible();
    await expect(from).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? 'missing');
    await expect(listbox.getByRole('option').first()).toBeVisible();

    await from.press('ArrowDown');
    const activeId = await from.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    const active = page.locator(`[id="${activeId}"]`);
    await expect(active).toHaveAttribute('role', 'option');
    await expect(active).toHaveAttribute('aria-selected', 'true');
    const chosen = (await active.textContent()) ?? '';
    await from.press('Enter');
    await expect(from).toHaveAttribute('aria-expanded', 'false');
    // The option's code is its last text (the first option may be a city: 'London, all airports ... LON').
    await expect(from).toHaveValue(new RegExp(chosen.trim().match(/[A-Z]{3}$/)?.[0] ?? 'LHR'));

    await from.fill('paris');
    await expect(from).toHaveAttribute('aria-expanded', 'true');
    await from.press('Escape');
    await expect(from).toHaveAttribute('aria-expanded', 'false');
  });

  test('seat status is not shown by colour alone: taken seats show a cross, paid ones their price, free ones their letter', async ({
    page,
  }) => {
    const offerId = await findOffer(page);
    await page.goto(`/flight/${encodeURIComponent(offerId)}`);
    await page.getByRole('tab', { name: /seat/i }).click();
    const map = page.locator('[data-testid="seat-grid"]').first().locator('xpath=ancestor::section[1]');
    await expect(map).toBeVisible();
    await expect(map.locator('[data-status] button').first()).toBeVisible();
    const texts = async (status: string) => map.locator(`[data-status="${status}"] button`).allTextContents();
    const taken = await texts('taken');
    const free = await texts('available');
    expect(taken.length).toBeGreaterThan(0);
    expect(free.length).toBeGreaterThan(0);
    expect(new Set(taken)).toEqual(new Set(['✕']));
    for (const text of free) expect(text).toMatch(/^[A-Z]$/);
    for (const text of await texts('paid')) expect(text).toMatch(/^\$\d/);
  });

  test("an error toast and the admin's status tags read well enough: axe finds nothing serious while they show", async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel(/^Username/).fill('nobody-here');
    await form.getByLabel(/^Password/).fill('Not-the-password-1!');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signInAsAdmin(page.request);
    await page.goto('/admin/operations');
    await expect(page.getByText('Compatible', { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('every control reached with Tab shows a visible focus indicator on the main pages', async ({ page }) => {
    const departure = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const offerId = await findOffer(page);
    const pages = [
      { path: '/', ready: page.getByRole('button', { name: /search flights/i }).first() },
      {
        path: `/search?origin=JFK&destination=LHR&departureDate=${departure}&cabinClass=economy&adults=1&children=0&infants=0&tripType=one-way`,
        ready: page.getByRole('button', { name: /view details/i }).first(),
      },
      { path: `/flight/${encodeURIComponent(offerId)}`, ready: page.getByRole('tab').first() },
      {
        path: `/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`,
        ready: page.getByRole('region', { name: 'Adult 1' }),
      },
      { path: '/login', ready: page.getByRole('button', { name: /sign in/i }).first() },
    ];
    const missing: Record<string, string[]> = {};
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(ready).toBeVisible({ timeout: 30_000 });
      const found = await controlsWithoutFocusIndicator(page);
      if (found.length) missing[path] = found;
    }
    expect(missing).toEqual({});
  });
});
