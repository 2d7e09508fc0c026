import type { Page } from '@playwright/test';
import { bookedReference, fillDate, findOffer, payWith } from '../support/booking';
import { expect, test } from '../support/payingTest';

/** Meets the change-password rule (12+, four kinds), which sign-up may follow too. */
const PASSWORD = 'Saved-Travel3rs!';
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** A new account made through the gateway, then signed in through the page, as a traveller does. */
const signUpAndIn = async (page: Page, username: string) => {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const registered = await page.request.post('/api/auth/register', {
    data: {
      username,
      email: `${username}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      password: PASSWORD,
      terms: true,
    },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(registered.ok()).toBe(true);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^Username/).fill(username);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Login successful');
};

test.describe('saved travellers', () => {
  test.setTimeout(180_000);

  test('save a traveller in account settings, then book and fill the passenger from it', async ({ page }) => {
    const username = `ada${Date.now().toString(36)}`;
    await signUpAndIn(page, username);
    const nextYear = new Date().getFullYear() + 6;

    await page.goto('/account-settings?tab=travellers');
    await expect(page.getByText('No saved travellers yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Traveller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a traveller' });
    await dialog.getByRole('combobox', { name: /^Title/ }).click();
    await page.getByRole('option', { name: 'Ms', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^First name/ }).fill('Augusta');
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill('King');
    await dialog.getByRole('combobox', { name: /^Gender/ }).click();
    await page.getByRole('option', { name: 'Female', exact: true }).click();
    await fillDate(page, dialog, /^Date of birth/, { year: 1985, month: 12, day: 10 });
    await dialog.getByRole('textbox', { name: /^Passport number/ }).fill('k7q4 z9p2');
    await dialog.getByRole('combobox', { name: /^Issuing country/ }).click();
    await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
    await fillDate(page, dialog, /^Passport expiry date/, { year: nextYear, month: 5, day: 1 });
    await dialog.getByRole('button', { name: 'Save Traveller' }).click();
    await expect(dialog).toBeHidden();
    const saved = page.getByRole('list', { name: 'Saved travellers' });
    await expect(saved).toContainText('Augusta King');
    await expect(saved).toContainText('Passport ending 9P2 (GB)');

    const offerId = await findOffer(page);
    await page.goto(`/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`);
    const block = page.getByRole('region', { name: /^Adult 1$/ });
    await block.getByRole('button', { name: 'Fill from saved traveller' }).click();
    await page.getByRole('menuitem', { name: /^Augusta King/ }).click();
    await expect(block.getByRole('textbox', { name: /^First name/ })).toHaveValue('Augusta');
    await expect(block.getByRole('textbox', { name: /^Passport number/ })).toHaveValue('K7Q4Z9P2');
    await expect(block.getByRole('combobox', { name: /^Issuing country/ })).toHaveValue('United Kingdom');
    // The account's e-mail is the primary passenger's; the phone is typed.
    await expect(block.getByRole('textbox', { name: /^Email/ })).toHaveValue(`${username}@example.com`);
    await block.getByRole('textbox', { name: /^Phone/ }).fill('+1 212 555 0100');
    await page.getByRole('button', { name: 'Continue to Seat Selection' }).click();
    await page.getByRole('button', { name: 'Skip seat selection' }).click();
    await payWith(page, '4242 4242 4242 4242');
    await bookedReference(page);
    await expect(page.getByText('Booking confirmed!').first()).toBeVisible();
    await expect(page.getByText(/Augusta King/i).first()).toBeVisible();
  });
});
