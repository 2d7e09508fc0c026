import { expect, test } from '@playwright/test';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { watchConsole } from '../support/consoleGuard';
import { REPO_ROOT } from '../support/portalEnv';
import { gatewayCli, originOf, serveRelease } from '../support/releaseOrigin';

const PLATFORM_VERSION: string = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'platform', 'package.json'), 'utf8'),
).version;
const NEXT_MAJOR_RANGE = `^${Number(PLATFORM_VERSION.split('.')[0]) + 1}.0.0`;
const RELEASE_VERSION = '9.9.8-platform-next';
const releaseDir = path.join(REPO_ROOT, '.tmp', 'mfe-content-platform-next');

/** The content module's build as a build against the next major platform would describe itself. */
const copyReleaseBuiltForNextMajor = () => {
  rmSync(releaseDir, { recursive: true, force: true });
  cpSync(path.join(REPO_ROOT, 'mfe-content', 'dist'), releaseDir, { recursive: true });
  const manifestFile = path.join(releaseDir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.portal = { ...manifest.portal, platform: NEXT_MAJOR_RANGE };
  writeFileSync(manifestFile, JSON.stringify(manifest));
};

const registerContentModule = (manifestUrl: string, version: string) =>
  gatewayCli('remoteRegister', ['mfe_content', manifestUrl, version]);

test('a module release built against the next major platform shows its fallback in its own area; the rest of the site works', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/about');
  await expect(page.locator('[data-remote="mfe_content"]').getByRole('heading', { level: 1 })).toHaveText(/about/i);

  copyReleaseBuiltForNextMajor();
  const requested: string[] = [];
  const server = await serveRelease(releaseDir, requested);
  const origin = originOf(server);
  try {
    await registerContentModule(`${origin}/mf-manifest.json`, RELEASE_VERSION);
    // The registry took the range from the release's manifest; from here on only the browser could ask the origin.
    expect((await (await page.request.get('/api/remotes')).json()).mfe_content.platform).toBe(NEXT_MAJOR_RANGE);
    requested.length = 0;
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));

    await page.reload();
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('This part of the site is being updated. Please try again in a few minutes.');
    await expect(fallback.getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    expect(requested).toEqual([]);
    expect(warnings.filter((text) => text.includes('[host] module mfe_content'))).toEqual([
      expect.stringContaining(
        `module mfe_content ${RELEASE_VERSION} (platform ${NEXT_MAJOR_RANGE}) is not loaded on platform ${PLATFORM_VERSION}`,
      ),
    ]);

    await page.evaluate(() => {
      window.history.pushState({}, '', '/search');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      page.locator('[data-remote="mfe_search"]').getByRole('heading', { name: /where would you like to go/i }),
    ).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    await registerContentModule('/remotes/mfe-content/mf-manifest.json', '1.0.0');
    server.close();
    rmSync(releaseDir, { recursive: true, force: true });
  }
});
