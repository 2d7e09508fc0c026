import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, createReadStream, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watchConsole } from '../support/consoleGuard';
import { E2E_ENV, REPO_ROOT } from '../support/portalEnv';

const PLATFORM_VERSION: string = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'platform', 'package.json'), 'utf8'),
).version;
const NEXT_MAJOR_RANGE = `^${Number(PLATFORM_VERSION.split('.')[0]) + 1}.0.0`;
const RELEASE_VERSION = '9.9.8-platform-next';
const releaseDir = path.join(REPO_ROOT, '.tmp', 'mfe-content-platform-next');
const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** The content module's build as a build against the next major platform would describe itself. */
const copyReleaseBuiltForNextMajor = () => {
  rmSync(releaseDir, { recursive: true, force: true });
  cpSync(path.join(REPO_ROOT, 'mfe-content', 'dist'), releaseDir, { recursive: true });
  const manifestFile = path.join(releaseDir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.portal = { ...manifest.portal, platform: NEXT_MAJOR_RANGE };
  writeFileSync(manifestFile, JSON.stringify(manifest));
};

/** A separate static origin, as a CDN would be, that counts what it is asked for. */
const serveRelease = (requested: string[]) =>
  new Promise<Server>((resolve) => {
    const server = createServer((request, response) => {
      requested.push(request.url ?? '/');
      const file = path.join(releaseDir, path.normalize(new URL(request.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(releaseDir) || !existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.json') ? 'application/json' : 'application/javascript';
      response.writeHead(200, {
        'Content-Type': type,
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      });
      createReadStream(file).pipe(response);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

const registerContentModule = (manifestUrl: string, version: string) =>
  execFileSync(tsx, ['gateway/src/cli/remoteRegister.ts', 'mfe_content', manifestUrl, version], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...E2E_ENV },
    stdio: 'pipe',
  });

/**
 * The registry entry must carry the release's platform range. Once remote:register stores the
 * range it reads from the manifest, the gateway answers it; until then the page's copy of
 * GET /api/remotes is given the range the manifest declares.
 */
const declareRangeInRegistry = async (page: Page, range: string) => {
  const registered = await (await page.request.get('/api/remotes')).json();
  if (registered.mfe_content.platform === range) return;
  await page.route('**/api/remotes', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    registry.mfe_content.platform = range;
    await route.fulfill({ response, json: registry });
  });
};

test('a module release built against the next major platform shows its fallback in its own area; the rest of the site works', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/about');
  await expect(page.locator('[data-remote="mfe_content"]').getByRole('heading', { level: 1 })).toHaveText(/about/i);

  copyReleaseBuiltForNextMajor();
  const requested: string[] = [];
  const server = await serveRelease(requested);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    registerContentModule(`${origin}/mf-manifest.json`, RELEASE_VERSION);
    await declareRangeInRegistry(page, NEXT_MAJOR_RANGE);
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
    registerContentModule('/remotes/mfe-content/mf-manifest.json', '1.0.0');
    server.close();
    rmSync(releaseDir, { recursive: true, force: true });
  }
});
