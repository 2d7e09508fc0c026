import { expect, type Page } from '@playwright/test';

/**
 * What starts the app on a page painted whole (the home page, whose form works
 * without a script): a visitor's first intent, here a move of the pointer. On any other page the
 * app has started with the page and the move changes nothing.
 */
/** The home page as the app draws it, in its module's area: the first paint carries the same test id. */
export const appHome = (page: Page) => page.locator('[data-remote="mfe_search"] [data-testid="page-home"]');

export const showIntent = async (page: Page) => {
  await page.mouse.move(4, 4);
  await page.mouse.move(8, 8);
};

/** Opens the home page and starts its app as a visitor does; resolves once the app's page has replaced the painted one. */
export const openHome = async (page: Page, address = '/') => {
  await page.goto(address);
  await showIntent(page);
  await expect(appHome(page)).toBeVisible({ timeout: 20_000 });
};
