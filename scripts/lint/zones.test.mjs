import { beforeAll, describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import path from 'node:path';
import config from '../../eslint.config.mjs';

// The lint zones, checked the way `npm run lint` applies them: the repository's eslint.config.mjs
// lints an import planted at a path in the tree (the file is never written). The configuration is
// handed over rather than looked up, because jest cannot load an ES module file on its own.
const root = path.resolve(import.meta.dirname, '../..');
let eslint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
});

/** What lint says of `code` were it the file at `filePath`: one "rule: message" line a problem. */
const problems = async (filePath, code) => {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
};

const importing = (source) => `import { planted } from '${source}';\n\nexport const used = planted;`;

describe('remotes meet only through the host and the platform', () => {
  test('a remote importing another remote fails the lint', async () => {
    expect(
      await problems('mfe-search/src/features/results/Planted.tsx', importing('../../../../mfe-booking/src/routes')),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: A remote imports nothing from another remote/)]);
  });

  test('the host importing a remote file fails the lint, and a remote importing the host fails it too', async () => {
    expect(await problems('host/src/Planted.tsx', importing('../../mfe-search/src/routes'))).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: The host loads the remotes through Module Federation/),
    ]);
    expect(await problems('mfe-account/src/Planted.tsx', importing('../../host/src/bootstrap'))).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: A remote imports nothing from the host/),
    ]);
  });

  test('a remote importing the platform and its own shared code passes', async () => {
    const code =
      "import { Box } from '@portal/platform';\nimport { AuthCard } from '../../shared/AuthCard';\n\nexport const used = [Box, AuthCard];";
    expect(await problems('mfe-account/src/features/login/Planted.tsx', code)).toEqual([]);
  });
});

describe("a feature reaches another feature of its remote only through that feature's entry", () => {
  test("importing a file inside another feature fails the lint; the same import through the feature's index passes", async () => {
    expect(await problems('mfe-search/src/features/results/Planted.ts', importing('../filters/offerFacts'))).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: Another feature is reached through its entry/),
    ]);
    const throughEntry = "import { outboundOf } from '../filters';\n\nexport const used = outboundOf;";
    expect(await problems('mfe-search/src/features/results/Planted.ts', throughEntry)).toEqual([]);
  });

  test('a lazily loaded file of another feature counts as an import', async () => {
    const code = "export const load = () => import('../search-form/SearchForm');";
    expect(await problems('mfe-search/src/features/results/Planted.ts', code)).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: Another feature is reached through its entry/),
    ]);
  });

  test("a feature's own files are its own business", async () => {
    const code = "import { outboundOf } from './offerFacts';\n\nexport const used = outboundOf;";
    expect(await problems('mfe-search/src/features/filters/Planted.ts', code)).toEqual([]);
  });
});

describe('the providers know nothing of the sandboxes', () => {
  const provider = 'gateway/src/providers/duffel/Planted.ts';

  test('a provider importing a sandbox by path fails the lint, in the gateway or in its own workspace', async () => {
    for (const source of ['../../sandbox/clock', '../../../../sandboxes/duffel/src/clock']) {
      expect(await problems(provider, importing(source))).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*it does not import a sandbox/),
      ]);
    }
  });

  test('a provider importing a sandbox package fails the lint', async () => {
    for (const source of ['@portal/sandbox-duffel', '@portal/sandbox-stripe/testCards']) {
      expect(await problems(provider, importing(source))).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*it does not import a sandbox/),
      ]);
    }
  });

  test("a provider's own imports pass, and a provider's test may use the sandbox as its test double", async () => {
    const code = "import type { DuffelOffer } from './duffelTypes';\n\nexport type Used = DuffelOffer;";
    expect(await problems(provider, code)).toEqual([]);
    expect(await problems('gateway/src/providers/duffel/Planted.test.ts', importing('../../sandbox/clock'))).toEqual(
      [],
    );
  });
});

describe('the platform serves the modules and imports none of them', () => {
  test('the platform importing a remote, the host or the gateway fails the lint', async () => {
    for (const source of ['../../mfe-search/src/routes', '../../host/src/bootstrap', '../../gateway/src/config']) {
      expect(await problems('platform/src/Planted.ts', importing(source))).toEqual([
        expect.stringMatching(/^boundaries\/dependencies: The platform serves every module and imports none of them/),
      ]);
    }
  });

  test('the platform importing its own files passes', async () => {
    const code = "import { loadOnce } from './ui/loadOnce';\n\nexport const used = loadOnce;";
    expect(await problems('platform/src/Planted.ts', code)).toEqual([]);
  });
});

describe('the gateway and the sandboxes import the isomorphic platform only', () => {
  test('a gateway file or a sandbox importing the React platform fails the lint', async () => {
    for (const [file, source] of [
      ['gateway/src/modules/flights/Planted.ts', '@portal/platform/airports'],
      ['gateway/src/modules/bookings/Planted.ts', '@portal/platform'],
      ['gateway/test/Planted.ts', '@portal/platform/contracts'],
      ['sandboxes/duffel/src/Planted.ts', '@portal/platform/airports'],
    ]) {
      expect(await problems(file, importing(source))).toEqual([
        expect.stringMatching(
          /^boundaries\/dependencies: The gateway and the sandboxes import the platform's isomorphic part/,
        ),
      ]);
    }
  });

  test('the same imports from @portal/platform-common pass', async () => {
    expect(
      await problems('gateway/src/modules/flights/Planted.ts', importing('@portal/platform-common/airports')),
    ).toEqual([]);
    expect(await problems('sandboxes/duffel/src/Planted.ts', importing('@portal/platform-common/contracts'))).toEqual(
      [],
    );
  });

  test("the gateway's pages, painted by the owners' releases, may not import the React platform either", async () => {
    expect(await problems('gateway/src/modules/static/Planted.ts', importing('@portal/platform/contracts'))).toEqual([
      expect.stringMatching(/boundaries/),
    ]);
  });
});

describe('the isomorphic platform holds no React and no DOM, and the modules reach it through the platform', () => {
  const common = 'platform-common/src/brand/Planted.ts';

  test('importing React, the UI kit or the router fails the lint, types included', async () => {
    for (const code of [
      importing('react'),
      "import type { ReactNode } from 'react';\n\nexport type Used = ReactNode;",
      importing('@mui/material/Button'),
      importing('react-router'),
    ]) {
      expect(await problems(common, code)).toEqual([expect.stringMatching(/^no-restricted-imports: .*holds no React/)]);
    }
  });

  test('importing the React platform, a module or the gateway fails the lint', async () => {
    for (const source of ['@portal/platform', '../../../mfe-search/src/routes', '../../../gateway/src/config']) {
      expect(await problems(common, importing(source))).toEqual([
        expect.stringMatching(
          /^boundaries\/dependencies: The isomorphic platform runs in the browser and on Node alike/,
        ),
      ]);
    }
  });

  test("reading the browser's window or storage fails the lint", async () => {
    const code = "export const read = () => window.localStorage.getItem('key');";
    expect(await problems(common, code)).toEqual([
      expect.stringMatching(/^no-restricted-globals: Unexpected use of 'window'/),
    ]);
  });

  test('its own files and zod pass', async () => {
    const code =
      "import { z } from 'zod';\nimport { DEFAULT_BRAND } from './defaultBrand';\n\nexport const used = [z, DEFAULT_BRAND];";
    expect(await problems(common, code)).toEqual([]);
  });

  test('a module importing it directly fails the lint; the platform itself may', async () => {
    expect(
      await problems('mfe-search/src/features/results/Planted.ts', importing('@portal/platform-common/airports')),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: Import it from '@portal\/platform'/)]);
    expect(await problems('platform/src/Planted.ts', importing('@portal/platform-common/airports'))).toEqual([]);
  });
});
