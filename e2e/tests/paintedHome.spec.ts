import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../support/consoleGuard';
import { appHome } from '../support/home';

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Holds the shell's script until the returned function lets it go: the app is on its way, slowly. */
const holdTheApp = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

test.describe('the home page, painted whole before any script runs', () => {
  test('its search form works without JavaScript and opens the results of the search', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheap flights, found by people who know travel');
    const form = page.getByRole('form', { name: 'Flight search' });
    // The trip types are drawn as tabs: a visitor clicks the tab, its radio is checked.
    await form.getByText('One Way', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'One Way' })).toBeChecked();
    await form.getByRole('textbox', { name: 'From' }).fill('JFK');
    await form.getByRole('textbox', { name: 'To' }).fill('LHR');
    await form.getByLabel('Departure').fill(daysAhead(30));
    await form.getByLabel('Cabin class').selectOption('business');
    await form.getByRole('spinbutton', { name: /^Adults/ }).fill('2');
    await form.getByRole('button', { name: 'Search Flights' }).click();

    await expect(page).toHaveURL(/\/search\?/);
    const searched = Object.fromEntries(new URL(page.url()).searchParams);
    expect(searched).toMatchObject({
      tripType: 'one-way',
      origin: 'JFK',
      destination: 'LHR',
      departureDate: daysAhead(30),
      cabinClass: 'business',
      adults: '2',
      children: '0',
      infants: '0',
    });
    // The results page's own painted frame names the route searched.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JFK → LHR');
    await context.close();
  });

  test('the first load fetches no application script until the visitor shows intent', async ({ page }) => {
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The shell's starter alone, from the shell's own release.
    expect(scripts).toEqual([expect.stringMatching(/^\/first-paint-assets\/startOnIntent\.[0-9a-f]{8}\.js$/)]);

    await page.getByRole('textbox', { name: 'From' }).focus();
    await expect(appHome(page)).toBeVisible({ timeout: 20_000 });
    expect(scripts.length).toBeGreaterThan(1);
  });

  test('what a visitor types and chooses before the app has arrived is kept, with the focus, and the search goes on from it', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const letTheAppGo = await holdTheApp(page);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Flight search' });
    await form.getByLabel('Cabin class').selectOption('business');
    await form.getByRole('spinbutton', { name: /^Adults/ }).fill('2');
    const from = form.getByRole('textbox', { name: 'From' });
    await from.click();
    await page.keyboard.type('lon');
    letTheAppGo();

    await expect(appHome(page)).toBeVisible({ timeout: 20_000 });
    const picker = page.getByRole('combobox', { name: 'From' });
    await expect(picker).toHaveValue('lon');
    await expect(picker).toBeFocused();
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('London, all airports');
    await page.keyboard.type('d');
    await expect(picker).toHaveValue('lond');
    await expect(page.getByRole('button', { name: /^Travellers: 2 Adults/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cabin class' })).toHaveValue('business');
    expect(problems).toEqual([]);
  });

  test('a cookie choice pressed before the app has arrived is made once it has', async ({ page, context }) => {
    const letTheAppGo = await holdTheApp(page);
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Your cookie choices' });
    await banner.getByRole('button', { name: 'Reject non-essential' }).click();
    letTheAppGo();

    await expect(appHome(page)).toBeVisible({ timeout: 20_000 });
    await expect(banner).toHaveCount(0);
    expect((await context.cookies()).find(({ name }) => name === 'portal_consent')?.value).toBeTruthy();
  });

  test('a ?brand= preview is kept by a visitor who clicks through the painted page before the app has arrived', async ({
    page,
  }) => {
    await holdTheApp(page);
    await page.goto('/?brand=sunjet.travel');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();

    await expect(page).toHaveURL(/\/support\?brand=sunjet\.travel$/);
    await expect(page).toHaveTitle('SunJet Travel Flight Booking');
    await expect(page.getByRole('banner').getByRole('img', { name: 'SunJet Travel' })).toBeVisible();
  });

  test('a keyboard visitor in the painted header keeps their place when the app replaces it', async ({ page }) => {
    const letTheAppGo = await holdTheApp(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).focus();
    letTheAppGo();

    await expect(appHome(page)).toBeVisible({ timeout: 20_000 });
    const support = page.getByTestId('site-header').getByRole('link', { name: 'Support' });
    await expect(support).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/support$/);
  });
});
