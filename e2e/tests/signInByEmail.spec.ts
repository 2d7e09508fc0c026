import { expect, test, type Page } from '@playwright/test';
import { confirmationTokenFor } from '../support/mailbox';

// Issue 20: the sign-in field takes the username or the e-mail address.

const PASSWORD = 'Sign-In-By-Mail-2026';

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

const submitLogin = async (page: Page, login: string, password: string) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^Username or email/).fill(login);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
};

test('a traveller whose address is confirmed signs in by e-mail address, in any letter case; a wrong password by e-mail gets the usual answer', async ({
  page,
}) => {
  const username = `ida${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const registered = await page.request.post('/api/auth/register', {
    data: { username, email, firstName: 'Ida', lastName: 'Pfeiffer', password: PASSWORD, terms: true },
    headers: { 'X-CSRF-Token': csrf.csrfToken },
  });
  expect(registered.status()).toBe(202);
  await page.goto(`/confirm-email?token=${await confirmationTokenFor(email)}`);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();

  await submitLogin(page, email, 'Not-The-Password-1');
  await expect(toast(page)).toContainText('Login failed');
  await expect(toast(page)).toContainText('Invalid username or password');

  await submitLogin(page, email.toUpperCase(), PASSWORD);
  await expect(toast(page)).toContainText('Login successful');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('site-header').getByTestId('account-avatar')).toHaveText('I');
});
