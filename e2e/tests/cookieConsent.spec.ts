import { expect, test, type Page } from '@playwright/test';
import { appHome } from '../support/home';

/** The choice the site keeps in the browser (platform/src/consent/consentStorage.ts). */
const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown>);

const banner = (page: Page) => page.getByRole('dialog', { name: 'Your cookie choices' });

test.describe('cookie consent', () => {
  test('a traveller accepts every cookie, reopens the choices from the footer of the page painted first, and withdraws them', async ({
    page,
  }) => {
    await page.goto('/');
    // A press on the painted page before its app has started is carried over to the app.
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(appHome(page)).toBeVisible();
    expect(await storedChoice(page)).toMatchObject({ analytics: true, marketing: true, preferences: true });

    // The choice made, the next page is painted without the banner; its footer reopens the choices.
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(appHome(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Reject non-essential' }).click();

    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toMatchObject({ analytics: false, marketing: false, preferences: false });
    const consentCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_consent');
    expect(consentCookie?.value).toBe('1');
  });

  test('the cookie policy sends the traveller to the footer control that exists on every page', async ({ page }) => {
    await page.goto('/cookies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Choose Cookie settings in the footer of any page/)).toBeVisible();
    await expect(page.getByRole('main').getByText(/stay signed in|language and currency/)).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
  });
});
