import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../support/session';
import { watchConsole } from '../support/consoleGuard';
import { openHome } from '../support/home';

test.describe('the shell', () => {
  test("the default brand names the page and shows its phone in the header under its hours, not '24/7'", async ({
    page,
  }) => {
    await openHome(page);
    await expect(page).toHaveTitle('SkyTeal Travel Flight Booking');
    const header = page.getByTestId('site-header');
    await expect(header.getByText('Mon-Fri 9am-6pm EST')).toBeVisible();
    await expect(header.getByText(/24\/7/)).toHaveCount(0);
    await expect(header.locator('a[href^="tel:"]').first()).toHaveAttribute('href', /8883255180/);
  });

  test('?brand=<demo key> changes the title, the primary colour and the logo', async ({ page }) => {
    await openHome(page);
    const signUp = page.getByTestId('site-header').getByRole('link', { name: 'Sign Up' });
    const defaultColour = await signUp.evaluate((el) => getComputedStyle(el).backgroundColor);

    await openHome(page, '/?brand=sunjet.travel');
    await expect(page).toHaveTitle('SunJet Travel Flight Booking');
    await expect(page.getByTestId('site-header').getByRole('img', { name: 'SunJet Travel' })).toHaveAttribute(
      'src',
      /sunjet-logo/,
    );
    await expect(signUp).toHaveCSS('background-color', 'rgb(194, 65, 12)');
    expect(defaultColour).toBe('rgb(15, 118, 110)');
    await expect(page.getByTestId('site-footer')).toContainText('+1 (800) 555-0142');
    await expect(page.getByTestId('site-footer')).toContainText('Every day 8am-10pm ET');
  });

  test('an unknown brand key falls back to the default brand without an error', async ({ page }) => {
    const problems = watchConsole(page);
    // The page comes with the brand's answer inlined (the gateway's boot state): the API's own.
    expect((await page.request.get('/api/brands/no-such-brand')).status()).toBe(404);
    await openHome(page, '/?brand=no-such-brand');
    await expect(page).toHaveTitle('SkyTeal Travel Flight Booking');
    await expect(page.locator('[data-remote="mfe_search"]')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('signed out, the header offers Sign In and Sign Up and no Admin Panel', async ({ page }) => {
    await page.goto('/support');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(header.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
  });

  test('signed in as an admin, the header shows the avatar initial and the Admin Panel link', async ({ page }) => {
    await signInAsAdmin(page.request);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { firstName: string; username: string };
    const initial = (me.firstName.trim() || me.username).charAt(0).toUpperCase();
    await openHome(page);
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(header.getByTestId('account-avatar')).toHaveText(initial);
  });

  test('the header gets a stronger background after 20 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/terms');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('on a phone the navigation sits in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'My Trips' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
