import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_STATIC_ROOT, REPO_ROOT } from '../support/portalEnv';
import { gatewayCli, originOf, serveRelease } from '../support/releaseOrigin';

// A release of the search module with a new hero headline and a new results heading, built from a
// temporary copy of its source: the gateway, the shell and the platform are neither rebuilt nor
// restarted, yet the HTML sent before any script runs is the new release's.
const RELEASE = '1.2.0-first-paint';
const sourceCopy = path.join(REPO_ROOT, '.tmp', 'mfe-search-first-paint-src');
const releaseDir = path.join(REPO_ROOT, '.tmp', 'mfe-search-first-paint');
const OLD_HEADLINE = 'Cheap flights, found by people who know travel';
const NEW_HEADLINE = 'Fly further for less, with people who know travel';
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const RESULTS = `/search?origin=JFK&destination=LHR&departureDate=${daysAhead(30)}&adults=1&tripType=one-way`;

const rewrite = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer says ${from}`);
  writeFileSync(file, text.replace(from, to));
};

/** Builds a copy of a module's source, changed by `change`, as a release into `outputDir`. */
const buildChangedCopy = (folder: string, copy: string, outputDir: string, version: string, change: () => void) => {
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(REPO_ROOT, folder), copy, {
    recursive: true,
    filter: (file) => !/[\\/](dist|node_modules)$/.test(file),
  });
  change();
  execFileSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--config', 'webpack.config.cjs'],
    { cwd: copy, env: { ...process.env, MODULE_VERSION: version, MODULE_OUTPUT_DIR: outputDir }, stdio: 'pipe' },
  );
};

const prepareRelease = () =>
  buildChangedCopy('mfe-search', sourceCopy, releaseDir, RELEASE, () => {
    rewrite(path.join(sourceCopy, 'src/features/home/HeroSection.tsx'), OLD_HEADLINE, NEW_HEADLINE);
    rewrite(path.join(sourceCopy, 'src/features/results/ResultsHeader.tsx'), '{route}', '{`Flights ${route}`}');
  });

/** The first-level heading of the HTML the gateway sends for a page: what is painted before any script. */
const sentHeading = async (request: APIRequestContext, address: string) => {
  const html = await (await request.get(address, { headers: { Accept: 'text/html' } })).text();
  return /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
};

test("a search module release changes the home page's and the results page's first paint with no gateway or shell rebuild; a rollback brings the old paint back", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  expect(await sentHeading(page.request, '/')).toBe(OLD_HEADLINE);
  expect(await sentHeading(page.request, RESULTS)).toBe('JFK → LHR');
  const shellBefore = await (await page.request.get('/about')).text();

  prepareRelease();
  const server = await serveRelease(releaseDir);
  try {
    expect(
      await gatewayCli('remoteRegister', ['mfe_search', `${originOf(server)}/mf-manifest.json`, RELEASE]),
    ).toContain(`Registered mfe_search ${RELEASE}`);

    expect(await sentHeading(page.request, '/')).toBe(NEW_HEADLINE);
    expect(await sentHeading(page.request, RESULTS)).toBe('Flights JFK → LHR');
    // The shell's own scripts are the same files: it was not rebuilt.
    const scripts = (html: string) => html.match(/<script[^>]*src=[^>]*>/g);
    expect(scripts(await (await page.request.get('/about')).text())).toEqual(scripts(shellBefore));

    // A browser without JavaScript sees the new release's page.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const painted = await context.newPage();
    await painted.goto('/');
    await expect(painted.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADLINE);
    await context.close();

    expect(await gatewayCli('remoteRollback', ['mfe_search'])).toContain(`Rolled back mfe_search from ${RELEASE}`);
    expect(await sentHeading(page.request, '/')).toBe(OLD_HEADLINE);
    expect(await sentHeading(page.request, RESULTS)).toBe('JFK → LHR');
  } finally {
    await gatewayCli('remoteRegister', ['mfe_search', '/remotes/mfe-search/mf-manifest.json', '1.0.0']);
    server.close();
  }
});

// A release of the shell whose header says "Create account" where it said "Sign Up", built from a
// copy of its source and put in place of the shell this lane's portal serves (its build swapped,
// as a deployment does), the gateway not restarted.
const shellCopy = path.join(REPO_ROOT, '.tmp', `host-first-paint-src-${path.basename(E2E_STATIC_ROOT)}`);
const shellRelease = path.join(REPO_ROOT, '.tmp', `host-first-paint-${path.basename(E2E_STATIC_ROOT)}`);
const servedShell = path.join(E2E_STATIC_ROOT, 'host', 'dist');

/** Points the lane's served shell at another build, in one step. */
const serveShellFrom = (build: string) => {
  const next = `${servedShell}.next`;
  rmSync(next, { force: true });
  symlinkSync(build, next, 'dir');
  renameSync(next, servedShell);
};

/** The header of the HTML the gateway sends for a page, without its markup. */
const sentHeader = async (request: APIRequestContext, address: string) => {
  const html = await (await request.get(address, { headers: { Accept: 'text/html' } })).text();
  return (/<header\b.*?<\/header>/s.exec(html)?.[0] ?? '').replace(/<[^>]+>/g, ' ');
};

test("a shell release changes the header's first paint on every page, with no gateway restart; putting the old build back brings the old header back", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  expect(await sentHeader(page.request, '/')).toContain('Sign Up');
  buildChangedCopy('host', shellCopy, shellRelease, '1.1.0-first-paint', () =>
    rewrite(path.join(shellCopy, 'src/layout/AuthButtons.tsx'), '      Sign Up\n', '      Create account\n'),
  );
  try {
    serveShellFrom(shellRelease);
    for (const address of ['/', RESULTS, '/about']) {
      const header = await sentHeader(page.request, address);
      expect(header).toContain('Create account');
      expect(header).not.toContain('Sign Up');
    }
    const context = await browser.newContext({ javaScriptEnabled: false });
    const painted = await context.newPage();
    await painted.goto('/about');
    await expect(painted.getByRole('banner').getByRole('link', { name: 'Create account' })).toBeVisible();
    await context.close();
  } finally {
    serveShellFrom(path.join(REPO_ROOT, 'host', 'dist'));
  }
  expect(await sentHeader(page.request, '/')).toContain('Sign Up');
});
