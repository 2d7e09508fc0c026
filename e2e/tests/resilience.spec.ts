import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/session';

const DEAD_MANIFEST = 'http://127.0.0.1:9/mf-manifest.json';
const BOOT_STATE = /(<script type="application\/json" id="portal-boot">)([^<]*)(<\/script>)/;

/**
 * Rewrites the registry the shell reads so that one module's manifest lives at a dead address:
 * the one inlined in the page (the gateway's boot state), and GET /api/remotes should it ask.
 */
const pointModuleAtDeadAddress = async (page: Page, moduleName: string) => {
  await page.route('**/api/remotes', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    registry[moduleName].manifestUrl = DEAD_MANIFEST;
    await route.fulfill({ response, json: registry });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(BOOT_STATE, (_match, open: string, json: string, close: string) => {
      const state = JSON.parse(json);
      state.remotes[moduleName].manifestUrl = DEAD_MANIFEST;
      return `${open}${JSON.stringify(state).replace(/</g, '\\u003c')}${close}`;
    });
    await route.fulfill({ response, body });
  });
};

test.describe('a module that cannot load', () => {
  test('a dead registry entry shows the fallback for its routes only; every other route still renders', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // The admin, so that every module's page below renders for whoever opens it: a guest sent to
    // the brand manager is sent home, and the admin area shows only until that happens.
    await signInAsAdmin(page.request);
    await pointModuleAtDeadAddress(page, 'mfe_account');

    await page.goto('/login');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    expect(errors.filter((text) => text.includes('[host] module mfe_account'))).toHaveLength(1);

    for (const [path, moduleName] of [
      ['/', 'mfe_search'],
      ['/faq', 'mfe_content'],
      ['/booking', 'mfe_booking'],
      ['/admin/brands', 'mfe_admin'],
    ]) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator(`[data-remote="${moduleName}"]`)).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    }
  });

  test('the fallback retries, and a module that came back renders', async ({ page }) => {
    let failManifest = true;
    await page.route('**/remotes/mfe-content/mf-manifest.json', (route) =>
      failManifest ? route.abort('connectionrefused') : route.continue(),
    );

    await page.goto('/about');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    failManifest = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="mfe_content"]').getByRole('heading', { level: 1 })).toHaveText(/about/i);
  });

  test('a page that fails while rendering shows the fallback in that area only, and a retry recovers', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.locator('[data-remote="mfe_content"]').getByRole('heading', { level: 1 })).toHaveText(/about/i);
    // From now on every script of the content module that has not run yet throws when it runs.
    const broken = /\/remotes\/mfe-content\/.*\.js$/;
    await page.route(broken, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("module exploded")' }),
    );
    await page.getByTestId('site-footer').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();

    await page.getByTestId('site-header').getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('[data-remote="mfe_search"]')).toBeVisible();

    await page.unroute(broken);
    await page.getByTestId('site-footer').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="mfe_content"]').getByRole('heading', { level: 1 })).toHaveText(/cookie/i);
  });
});
