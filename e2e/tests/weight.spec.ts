import { expect, test } from '@playwright/test';
import { budgetOverruns, FIRST_LOAD_BUDGET } from '../../scripts/bench/budget.mjs';
import { chunkPartsFor, collectScripts, summarizeScripts } from '../../scripts/bench/firstLoad.mjs';

// The first-load budget: the first load of / within 250 KB of gzipped JavaScript, with React DOM, MUI and
// emotion once each. Bytes and copies only: the same build always gives the same figures. An
// overrun fails with the figure, the budget and the split into shell, shared and module parts.
test('the first load of / ships at most 250 KB of gzipped JavaScript, with React DOM, MUI and emotion once each', async ({
  page,
  baseURL,
}) => {
  const scripts = collectScripts(page);
  await page.goto(FIRST_LOAD_BUDGET.path);
  await expect(page.locator('[data-remote="mfe_search"]')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await scripts();
  const measured = summarizeScripts(loaded, await chunkPartsFor(baseURL ?? '', loaded));
  const split = Object.entries(measured.parts).map(
    ([part, figure]) => `${part} ${(figure.gzipBytes / 1024).toFixed(1)} KB in ${figure.requests}`,
  );
  expect(budgetOverruns(measured), `first load of ${FIRST_LOAD_BUDGET.path}: ${split.join(', ')}`).toEqual([]);
});
