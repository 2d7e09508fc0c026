import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../support/portalEnv';
import { gatewayCli, originOf, serveRelease } from '../support/releaseOrigin';

const NEXT_VERSION = '9.9.9-e2e';
const releaseDir = path.join(REPO_ROOT, '.tmp', 'mfe-content-next');
const registerContentModule = (manifestUrl: string, version: string) =>
  gatewayCli('remoteRegister', ['mfe_content', manifestUrl, version]);

test('a module rebuilt with a new version and re-registered reaches a reloaded browser without rebuilding the host', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/about');
  const area = page.locator('[data-remote="mfe_content"]');
  await expect(area).toHaveAttribute('data-module-version', '1.0.0');

  execFileSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--config', 'webpack.config.cjs'],
    {
      cwd: path.join(REPO_ROOT, 'mfe-content'),
      env: { ...process.env, MODULE_VERSION: NEXT_VERSION, MODULE_OUTPUT_DIR: releaseDir },
      stdio: 'pipe',
    },
  );
  const server = await serveRelease(releaseDir);
  const origin = originOf(server);
  try {
    await registerContentModule(`${origin}/mf-manifest.json`, NEXT_VERSION);
    await page.reload();
    await expect(area).toHaveAttribute('data-module-version', NEXT_VERSION);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(/about/i);
  } finally {
    await registerContentModule('/remotes/mfe-content/mf-manifest.json', '1.0.0');
    server.close();
  }
});
