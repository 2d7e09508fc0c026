import { expect, test } from '@playwright/test';
import { ROUTE_TABLE } from '../support/routes';
import { watchConsole } from '../support/consoleGuard';
import { signInAsAdmin } from '../support/session';

test.describe('the route table', () => {
  for (const route of ROUTE_TABLE) {
    test(`${route.path} renders inside the shell through ${route.module}`, async ({ page }) => {
      const problems = watchConsole(page);
      if (route.admin) await signInAsAdmin(page.request);
      await page.goto(route.path);
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

  test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('an unknown path below a module prefix is not found either', async ({ page }) => {
    await page.goto('/admin/does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
