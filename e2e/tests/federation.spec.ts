import { expect, test } from '@playwright/test';
import { ROUTE_TABLE } from '../support/routes';
import { signInAsAdmin } from '../support/session';
import { openHome } from '../support/home';

test('react-dom is fetched once on a full tour of the routes', async ({ page }) => {
  const reactDomScripts: string[] = [];
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.text().then(
        (body) => {
          // Only React DOM's bundle contains this marker: the key it sets on the root container.
          if (body.includes('__reactContainer$')) reactDomScripts.push(response.url());
        },
        () => undefined,
      ),
    );
  });

  // The admin pages send everybody but an admin away, and the tour visits them too.
  await signInAsAdmin(page.request);
  await openHome(page);
  for (const route of ROUTE_TABLE) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route.path);
    await expect(page.locator(`[data-remote="${route.module}"]`)).toBeVisible();
  }
  await Promise.all(bodies);
  expect(reactDomScripts).toHaveLength(1);
});
