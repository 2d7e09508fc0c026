import { expect, test, type Page } from '@playwright/test';
import { confirmationTokenFor } from '../support/mailbox';

// Issue 18: a price alert set from a results page, then found, paused and deleted in My Trips.

const PASSWORD = 'Price-Alerts-2026';
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const RESULTS = `/search?origin=JFK&destination=LHR&departureDate=${daysAhead(35)}&cabinClass=economy&adults=1&children=0&infants=0&tripType=one-way`;

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** A traveller whose address is confirmed (an alert e-mails it), signed in through the sign-in form. */
const confirmedTravellerSignsIn = async (page: Page) => {
  const username = `alert${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const registered = await page.request.post('/api/auth/register', {
    data: { username, email, firstName: 'Bessie', lastName: 'Coleman', password: PASSWORD, terms: true },
    headers: { 'X-CSRF-Token': csrf.csrfToken },
  });
  expect(registered.ok()).toBe(true);
  await page.goto(`/confirm-email?token=${await confirmationTokenFor(email)}`);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^Username/).fill(username);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Login successful');
  return email;
};

test('a traveller sets a price alert on a search, then sees, pauses and deletes it in My Trips', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await confirmedTravellerSignsIn(page);

  await page.goto(RESULTS);
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Get Price Alerts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get price alerts' });
  await expect(dialog.getByLabel(/Email/)).toHaveCount(0);
  await dialog.getByLabel(/Target price/).fill('nine');
  await dialog.getByRole('button', { name: 'Set Alert' }).click();
  await expect(dialog.getByText('Target price must be an amount such as 250 or 249.99, above 0')).toBeVisible();
  await dialog.getByLabel(/Target price/).fill('150');
  await dialog.getByRole('button', { name: 'Set Alert' }).click();
  await expect(toast(page)).toContainText('Price alert set');
  await expect(toast(page)).toContainText(`We will e-mail ${email} when the price drops`);
  await expect(dialog).toBeHidden();

  await page.goto('/my-trips');
  await page.getByRole('tab', { name: /Alerts/ }).click();
  await expect(page).toHaveURL(/tab=alerts/);
  const card = page.getByRole('article', { name: 'Price alert JFK → LHR' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('1 traveller · Economy');
  await expect(card).toContainText('Active');
  // In the search's currency once it has run; the amount as given before.
  await expect(card).toContainText(/Target \D*150(\.00)?/);
  await expect(page.getByRole('tab', { name: /Alerts/ })).toContainText('1');

  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(toast(page)).toContainText('Price alert paused');
  await expect(card).toContainText('Paused');
  // Paused is what the gateway keeps: a reload reads it back.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Price alert JFK → LHR' })).toContainText('Paused');

  await page.getByRole('article', { name: 'Price alert JFK → LHR' }).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this price alert?' })
    .getByRole('button', { name: 'Delete Alert' })
    .click();
  await expect(toast(page)).toContainText('Price alert deleted');
  await expect(page.getByText('No price alerts')).toBeVisible();
  const listed = (await (await page.request.get('/api/alerts')).json()) as { alerts: unknown[] };
  expect(listed.alerts).toEqual([]);
});
