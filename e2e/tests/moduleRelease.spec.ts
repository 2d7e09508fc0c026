import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN, REPO_ROOT } from '../support/portalEnv';
import { gatewayCli, originOf, serveRelease } from '../support/releaseOrigin';
import { signInAsAdmin } from '../support/session';

// A release of the content module that adds a page (/status), its header link, and a gateway call
// the module never made (GET /api/health), built from a temporary copy of the module with the new
// files laid over it: the shipped module, the shell and the platform are not touched or rebuilt.
const RELEASE = '1.1.0-e2e';
const sourceCopy = path.join(REPO_ROOT, '.tmp', 'mfe-content-status-src');
const releaseDir = path.join(REPO_ROOT, '.tmp', 'mfe-content-status');

const STATUS_API = `import { api } from '@portal/platform';

export const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServiceStatus: build.query<{ status: string }, void>({ query: () => 'health' }),
  }),
});

export const { useGetServiceStatusQuery } = statusApi;
`;

const STATUS_PAGE = `import { Container, Typography } from '@portal/platform';
import { useGetServiceStatusQuery } from './statusApi';

export const StatusPage = () => {
  const { data } = useGetServiceStatusQuery();
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">Service status</Typography>
      <Typography>{data?.status === 'ok' ? 'All systems operational' : 'Checking…'}</Typography>
    </Container>
  );
};
`;

/** The module's source, copied, with the new page, its API call, route and header link laid over it. */
const prepareOverlay = () => {
  rmSync(sourceCopy, { recursive: true, force: true });
  cpSync(path.join(REPO_ROOT, 'mfe-content'), sourceCopy, {
    recursive: true,
    filter: (file) => !/[\\/](dist|node_modules)$/.test(file),
  });
  const feature = path.join(sourceCopy, 'src', 'features', 'status');
  mkdirSync(feature, { recursive: true });
  writeFileSync(path.join(feature, 'statusApi.ts'), STATUS_API);
  writeFileSync(path.join(feature, 'StatusPage.tsx'), STATUS_PAGE);

  const routesFile = path.join(sourceCopy, 'src', 'routes.tsx');
  const routes = readFileSync(routesFile, 'utf8').replace(
    'export const routes: RouteObject[] = [',
    "import { StatusPage } from './features/status/StatusPage';\n\nexport const routes: RouteObject[] = [\n  { path: '/status', element: <StatusPage /> },",
  );
  writeFileSync(routesFile, routes);

  const declarationFile = path.join(sourceCopy, 'src', 'module.json');
  const declaration = JSON.parse(readFileSync(declarationFile, 'utf8')) as {
    routes: string[];
    navigation: object[];
  };
  declaration.routes.push('/status');
  declaration.navigation.push({ slot: 'header', label: 'Status', to: '/status', icon: 'support', order: 40 });
  writeFileSync(declarationFile, JSON.stringify(declaration, null, 2));
};

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The shell's own entry scripts, as its page names them: the same files before and after a module release. */
const shellScripts = async (page: Page) =>
  [...(await (await page.request.get('/about')).text()).matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/g)].map(
    (match) => match[1],
  );

test('a content module release adds a page, its header link and a new API call with no shell rebuild; a rollback takes them away', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/about');
  await expect(mainNav(page).getByRole('link', { name: 'Support' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Status' })).toHaveCount(0);
  const shellBefore = await shellScripts(page);
  expect(shellBefore).toContainEqual(expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/));

  prepareOverlay();
  execFileSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--config', 'webpack.config.cjs'],
    { cwd: sourceCopy, env: { ...process.env, MODULE_VERSION: RELEASE, MODULE_OUTPUT_DIR: releaseDir }, stdio: 'pipe' },
  );
  const server = await serveRelease(releaseDir);
  const origin = originOf(server);
  try {
    // No routes argument: the release's manifest declares its routes and links.
    expect(await gatewayCli('remoteRegister', ['mfe_content', `${origin}/mf-manifest.json`, RELEASE])).toContain(
      `Registered mfe_content ${RELEASE}`,
    );

    await page.reload();
    const statusLink = mainNav(page).getByRole('link', { name: 'Status' });
    await expect(statusLink).toHaveAttribute('href', '/status');
    expect(await shellScripts(page)).toEqual(shellBefore);
    const healthCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/health');
    await statusLink.click();
    await healthCall;
    const area = page.locator('[data-remote="mfe_content"]');
    await expect(area).toHaveAttribute('data-module-version', RELEASE);
    await expect(area.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
    await expect(area.getByText('All systems operational')).toBeVisible();

    // The operator rolls the module back from the operations view.
    await signInAsAdmin(page.request);
    await page.goto('/admin/operations');
    await page.getByRole('button', { name: 'Roll back mfe_content to 1.0.0' }).click();
    await page
      .getByRole('dialog', { name: 'Roll back mfe_content?' })
      .getByRole('button', { name: 'Roll back' })
      .click();
    await expect(page.getByText('mfe_content is back to version 1.0.0.', { exact: false })).toBeVisible();

    await page.goto('/status');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Support' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Status' })).toHaveCount(0);

    // A rollback swaps the two releases: the CLI's rollback (audited as "cli") brings the new one back.
    expect(await gatewayCli('remoteRollback', ['mfe_content'])).toContain(
      `Rolled back mfe_content from 1.0.0 to ${RELEASE}`,
    );
    await page.reload();
    await expect(page.locator('[data-remote="mfe_content"]')).toHaveAttribute('data-module-version', RELEASE);
    await expect(mainNav(page).getByRole('link', { name: 'Status' })).toBeVisible();
    const audit = (await (await page.request.get('/api/admin/audit?page=1&limit=2')).json()) as {
      entries: { actor: string; action: string; target: string }[];
    };
    expect(audit.entries.map(({ actor, action, target }) => [actor, action, target])).toEqual([
      ['cli', 'remote.rollback', 'mfe_content'],
      [E2E_ADMIN.username, 'remote.rollback', 'mfe_content'],
    ]);
  } finally {
    await gatewayCli('remoteRegister', ['mfe_content', '/remotes/mfe-content/mf-manifest.json', '1.0.0']);
    server.close();
  }
});
