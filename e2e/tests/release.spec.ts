import { expect, test } from '@playwright/test';
import { execFile, execFileSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_ENV, REPO_ROOT } from '../support/portalEnv';

const NEXT_VERSION = '9.9.9-e2e';
const releaseDir = path.join(REPO_ROOT, '.tmp', 'mfe-content-next');
const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** A separate static origin, as a CDN would be, for the new release of the content module. */
const serveRelease = () =>
  new Promise<Server>((resolve) => {
    const server = createServer((request, response) => {
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

// Not execFileSync: registration reads the release's manifest from the server this process runs.
const registerContentModule = (manifestUrl: string, version: string) =>
  promisify(execFile)(tsx, ['gateway/src/cli/remoteRegister.ts', 'mfe_content', manifestUrl, version], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...E2E_ENV },
  });

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
  const server = await serveRelease();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
