import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../support/session';
import { openHome } from '../support/home';

test.describe('admin', () => {
  test('an admin creates a brand, sees the preview, and the site shows it under ?brand=<key>', async ({
    page,
    browser,
  }) => {
    const key = `e2e${Date.now()}.travel`;
    await signInAsAdmin(page.request);
    await page.goto('/admin/brands');
    await page.getByRole('button', { name: 'New brand' }).click();
    const form = page.getByRole('form', { name: 'New brand' });
    await form.getByRole('textbox', { name: /^Brand key/ }).fill(key);
    await form.getByRole('textbox', { name: /^Brand name/ }).fill('Aurora Air Holidays');
    await form.getByRole('textbox', { name: /^Logo address/ }).fill('/brand-assets/sunjet-logo.svg');
    await form.getByRole('textbox', { name: /^Primary$/ }).fill('#7c3aed');
    await form.getByRole('textbox', { name: /^Email/ }).fill('hello@aurora.example');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('+1 (800) 555-0199');
    await form.getByRole('textbox', { name: /^Address/ }).fill('1 Harbour Street, Boston, MA');
    await form.getByRole('textbox', { name: /^Support hours/ }).fill('Mon-Sat 8am-8pm ET');

    const preview = page.getByTestId('brand-preview');
    await expect(preview).toContainText('+1 (800) 555-0199');
    await expect(preview.getByRole('button').first()).toHaveCSS('background-color', 'rgb(124, 58, 237)');
    await form.getByRole('button', { name: 'Create brand' }).click();
    await expect(page.getByRole('table', { name: 'Brands' })).toContainText(key);

    const visitor = await browser.newPage();
    await openHome(visitor, `/?brand=${key}`);
    await expect(visitor).toHaveTitle('Aurora Air Holidays Flight Booking');
    await expect(visitor.getByTestId('site-header').getByText('Mon-Sat 8am-8pm ET')).toBeVisible();
    await expect(visitor.getByTestId('site-header').getByRole('link', { name: 'Sign Up' })).toHaveCSS(
      'background-color',
      'rgb(124, 58, 237)',
    );
    await visitor.close();
  });

  test("a traveller opening /admin-settings is sent to / with 'Access Denied'", async ({ page }) => {
    const username = `trav${Date.now()}`;
    const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    const account = {
      username,
      password: 'Traveller-pass-1!',
      email: `${username}@example.com`,
      firstName: 'Tia',
      lastName: 'Rivers',
      terms: true,
    };
    expect(
      (
        await page.request.post('/api/auth/register', { data: account, headers: { 'X-CSRF-Token': csrfToken } })
      ).status(),
    ).toBe(202);
    expect(
      (
        await page.request.post('/api/auth/login', {
          data: { username, password: account.password },
          headers: { 'X-CSRF-Token': csrfToken },
        })
      ).status(),
    ).toBe(200);

    await page.goto('/admin-settings');
    await expect(page.getByText('Access Denied').first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  });
});
