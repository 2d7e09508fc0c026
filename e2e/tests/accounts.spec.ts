import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { fillPassenger, findOffer, payWith } from '../support/booking';
import { expect, test } from '../support/payingTest';
import { confirmationTokenFor, resetTokenFor } from '../support/mailbox';

const PASSWORD = 'First-Pass-2026!';
const NEW_PASSWORD = 'Second-Passw0rd!';
/** Within every rule a sign-up may have: the reset story is not about sign-up's. */
const RESET_FIRST_PASSWORD = 'Ida-first-Passw0rd!';

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

const submitLogin = async (page: Page, username: string, password: string) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^Username/).fill(username);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
};

const signIn = async (page: Page, username: string, password: string) => {
  await submitLogin(page, username, password);
  await expect(toast(page)).toContainText('Login successful');
  await expect(page).toHaveURL(/\/$/);
};

const charged = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

/**
 * Books a refundable JFK → LHR fare for one adult through the booking page, skipping seats. The
 * price summary itemises the brand's service fee; its amount comes back for the cancel dialog.
 */
const bookRefundableTrip = async (page: Page, email: string) => {
  const offerId = await findOffer(page, { refundable: true });
  await page.goto(`/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`);
  const offer = (await (await page.request.get(`/api/flights/offer/${encodeURIComponent(offerId)}`)).json()) as {
    service_fee_amount: string;
    total_amount: string;
  };
  const serviceFee = charged(offer.service_fee_amount);
  await expect(page.getByTestId('summary-service-fee')).toHaveText(serviceFee);
  await expect(page.getByTestId('summary-total')).toHaveText(charged(offer.total_amount));
  const block = page.getByRole('region', { name: /^Adult 1$/ });
  await fillPassenger(page, block, {
    title: 'Ms',
    first: 'Grace',
    last: 'Hopper',
    gender: 'Female',
    born: { year: new Date().getFullYear() - 40, month: 12, day: 9 },
    primary: true,
    email,
  });
  await page.getByRole('button', { name: 'Continue to Seat Selection' }).click();
  await page.getByRole('button', { name: 'Skip seat selection' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Booking confirmed!').first()).toBeVisible({ timeout: 60_000 });
  return { reference: (await page.getByTestId('booking-reference').textContent())?.trim() ?? '', serviceFee };
};

test.describe('accounts and My Trips', () => {
  test.setTimeout(180_000);

  test('register, sign in, book, see it under Upcoming, open the details, cancel it: it moves to Cancelled with the toast', async ({
    page,
  }) => {
    const username = `grace${Date.now().toString(36)}`;
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel(/^First name/).fill('Grace');
    await form.getByLabel(/^Last name/).fill('Hopper');
    await form.getByLabel(/^Email/).fill(`${username}@example.com`);
    await form.getByLabel(/^Username/).fill(username);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel(/^Confirm password/).fill(PASSWORD);
    await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Registration successful');
    await expect(toast(page)).toContainText('Check your e-mail to finish signing up.');
    await expect(page).toHaveURL(/\/login$/);

    // Signing in by username works before the address is confirmed; the profile says it is not.
    await signIn(page, username, PASSWORD);
    await page.goto('/account-settings');
    const confirmation = page.getByRole('group', { name: 'Email confirmation' });
    await expect(confirmation).toContainText('Not confirmed');
    await page.goto(`/confirm-email?token=${await confirmationTokenFor(`${username}@example.com`)}`);
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await page.goto('/account-settings');
    await expect(confirmation).toContainText('Confirmed');
    await expect(confirmation).not.toContainText('Not confirmed');

    const { reference, serviceFee } = await bookRefundableTrip(page, `${username}@example.com`);

    await page.goto('/my-trips');
    await expect(page.getByRole('tab', { name: /Upcoming/ })).toContainText('1');
    const card = page.getByRole('article', { name: 'New York to London' });
    await expect(card).toContainText('Round Trip');
    await expect(card).toContainText('1 passenger');
    expect(await seriousViolations(page), 'My Trips with a booking').toEqual([]);
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details.getByTestId('trip-reference')).toHaveText(reference);
    expect(await seriousViolations(page), 'booking details dialog').toEqual([]);
    await expect(details.getByRole('region', { name: 'Outbound' })).toContainText('(JFK)');
    await expect(details.getByRole('region', { name: 'Return' })).toContainText('(LHR)');
    await expect(details.getByRole('region', { name: 'Passengers' })).toContainText('Grace Hopper');
    await details.getByRole('button', { name: 'Cancel Booking' }).click();

    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    // The airline is asked how it pays back before the traveller confirms.
    await expect(confirm.getByRole('region', { name: 'Your refund' })).toContainText(
      /will be refunded to the card you paid with|as credit for future flights|as a travel voucher/,
    );
    // ...and what it keeps, by amount: the service fee the summary showed is not refunded.
    await expect(confirm.getByTestId('cancel-kept')).toContainText('Not refunded: ');
    await expect(confirm.getByTestId('cancel-kept')).toContainText(`our service fee of ${serviceFee}`);
    expect(await seriousViolations(page), 'cancel dialog with the refund').toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel Booking' }).click();

    await expect(toast(page)).toContainText('Booking cancelled');
    await expect(toast(page)).toContainText('Your booking has been successfully cancelled.');
    await expect(page.getByRole('tab', { name: /Cancelled/ })).toContainText('1');
    await expect(page.getByRole('tab', { name: /Upcoming/ })).toContainText('0');
    await page.getByRole('tab', { name: /Cancelled/ }).click();
    await expect(page.getByRole('article', { name: 'New York to London' })).toContainText('Cancelled');
  });

  test('change the password, sign out, and sign in with the new one', async ({ page }) => {
    const username = `alan${Date.now().toString(36)}`;
    const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    const registered = await page.request.post('/api/auth/register', {
      data: {
        username,
        email: `${username}@example.com`,
        firstName: 'Alan',
        lastName: 'Turing',
        password: PASSWORD,
        terms: true,
      },
      headers: { 'X-CSRF-Token': csrf.csrfToken },
    });
    expect(registered.ok()).toBe(true);
    await signIn(page, username, PASSWORD);

    await page.goto('/account-settings?tab=security');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill(PASSWORD);
    await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await form.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page)).toContainText('Your password has been updated');

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

    await submitLogin(page, username, PASSWORD);
    await expect(toast(page)).toContainText('Login failed');

    await signIn(page, username, NEW_PASSWORD);
    await expect(page.getByTestId('site-header').getByTestId('account-avatar')).toHaveText('A');
  });

  test("'Forgot password?': ask for a link, follow the link in the e-mail that arrived, choose a new password, sign in with it", async ({
    page,
  }) => {
    const username = `ida${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    const registered = await page.request.post('/api/auth/register', {
      data: { username, email, firstName: 'Ida', lastName: 'Rhodes', password: RESET_FIRST_PASSWORD, terms: true },
      headers: { 'X-CSRF-Token': csrf.csrfToken },
    });
    expect(registered.ok()).toBe(true);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const ask = page.getByRole('form', { name: 'Forgot password' });
    await ask.getByLabel(/^Email/).fill(email);
    await ask.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account uses this e-mail address, we have sent a link to choose a new password.'),
    ).toBeVisible();

    await page.goto(`/reset-password?token=${await resetTokenFor(email)}`);
    const choose = page.getByRole('form', { name: 'Choose a new password' });
    await choose.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await choose.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await choose.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();

    await submitLogin(page, username, RESET_FIRST_PASSWORD);
    await expect(toast(page)).toContainText('Login failed');
    await signIn(page, username, NEW_PASSWORD);
    await expect(page.getByTestId('site-header').getByTestId('account-avatar')).toHaveText('I');
  });

  test("a guest on /my-trips sees 'Please sign in' with Sign In and Create Account", async ({ page }) => {
    await page.goto('/my-trips');
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await expect(page.getByTestId('page-trips').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=/my-trips',
    );
    await expect(page.getByTestId('page-trips').getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
