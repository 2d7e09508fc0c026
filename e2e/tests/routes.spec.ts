import { expect, test } from '@playwright/test';
import { ROUTE_TABLE } from '../support/routes';
import { watchConsole } from '../support/consoleGuard';
import { signInAsAdmin } from '../support/session';
import { showIntent } from '../support/home';

test.describe('the route table', () => {
  for (const route of ROUTE_TABLE) {
    test(`${route.path} renders inside the shell through ${route.module}`, async ({ page }) => {
      const problems = watchConsole(page);
      if (route.admin) await signInAsAdmin(page.request);
      await page.goto(route.path);
      await showIntent(page);
      const area = page.locator(`[data-remote="${route.module}"]`);
      await expect(area).toBeVisible();
      await expect(area.getByText(route.heading).first()).toBeVisible();
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
      // Both specs: every page's title is the brand name followed by 'Flight Booking'.
      await expect(page).toHaveTitle('SkyTeal Travel Flight Booking');
      expect(problems).toEqual([]);
    });
  }

  test('an unknown path shows a not-found page for travellers inside the shell, titled like every page', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('We could not find the page you were looking for.', { exact: false })).toBeVisible();
    await expect(page.getByText(/router/i)).toHaveCount(0);
    await expect(page).toHaveTitle('SkyTeal Travel Flight Booking');
    await expect(page.getByTestId('site-header')).toBeVisible();
    expect(problems).toEqual([]);

    await page.getByRole('main').getByRole('link', { name: 'Support Center' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
  });

  test('an unknown path below a module prefix is not found either', async ({ page }) => {
    await page.goto('/admin/does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
