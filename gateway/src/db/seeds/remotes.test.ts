import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../config';
import { createLogger } from '../../http/logger';
import { containerNameOf, moduleFolderNamesUnder } from '../../modules/remotes/moduleBuilds';
import { defaultRemotes } from './remotes';

const FIVE = ['mfe-search', 'mfe-booking', 'mfe-account', 'mfe-admin', 'mfe-content'];
const NAMES = ['mfe_search', 'mfe_booking', 'mfe_account', 'mfe_admin', 'mfe_content'];

const write = (file: string, content: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(content));
};

const versionIn = (folder: string): string =>
  (JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version: string }).version;

const statusDescriptor = {
  platform: '^5.0.0',
  routes: ['/status'],
  area: 'service status',
  navigation: [{ slot: 'footer', label: 'Status', to: '/status', order: 90 }],
};

describe('the default remote registry', () => {
  let staticRoot: string;
  const logger = createLogger('silent');
  beforeEach(() => {
    staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-remotes-'));
  });
  afterEach(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

  test("when nothing is built, then it is the five modules in today's order, each at its build's address with its package's version and its declared routes", () => {
    const rows = defaultRemotes(staticRoot, logger);

    expect(rows.map(({ name, manifestUrl, version }) => ({ name, manifestUrl, version }))).toEqual(
      FIVE.map((folder) => ({
        name: NAMES[FIVE.indexOf(folder)],
        manifestUrl: `/remotes/${folder}/mf-manifest.json`,
        version: versionIn(folder),
      })),
    );
    expect(rows[0]).toMatchObject({ routes: ['/', '/search', '/flight/:id?', '/flights'], area: 'flight search' });
  });

  test('when a sixth module is built under the static root, then it is registered after the five, with what its build declares', () => {
    write(path.join(staticRoot, 'mfe-status/dist/mf-manifest.json'), {
      name: 'mfe_status',
      metaData: { buildInfo: { buildVersion: '1.4.0', buildName: '@portal/mfe-status' } },
      portal: statusDescriptor,
    });

    const rows = defaultRemotes(staticRoot, logger);

    expect(rows.map((row) => row.name)).toEqual([...NAMES, 'mfe_status']);
    expect(rows.at(-1)).toEqual({
      name: 'mfe_status',
      manifestUrl: '/remotes/mfe-status/mf-manifest.json',
      version: '1.4.0',
      ...statusDescriptor,
    });
  });

  test('when a build carries no descriptor, or a folder is named outside the module rule, then it is not registered', () => {
    write(path.join(staticRoot, 'mfe-old/dist/mf-manifest.json'), { name: 'mfe_old' });
    write(path.join(staticRoot, 'Mfe.Status/dist/mf-manifest.json'), { name: 'x', portal: statusDescriptor });
    write(path.join(staticRoot, '9lives/dist/mf-manifest.json'), { name: 'x', portal: statusDescriptor });

    expect(defaultRemotes(staticRoot, logger).map((row) => row.name)).toEqual(NAMES);
  });

  test("every module's container is named as its folder with dashes as underscores, the name the registry gives it", () => {
    const modules = moduleFolderNamesUnder(repoRoot).filter((folder) =>
      fs.existsSync(path.join(repoRoot, folder, 'src', 'module.json')),
    );
    expect(modules).toEqual(expect.arrayContaining(FIVE));

    for (const folder of modules) {
      const config = fs.readFileSync(path.join(repoRoot, folder, 'webpack.config.cjs'), 'utf8');
      expect([folder, /\bname: '([^']+)'/.exec(config)?.[1]]).toEqual([folder, containerNameOf(folder)]);
    }
  });
});
