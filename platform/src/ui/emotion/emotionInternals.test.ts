import fs from 'node:fs';
import path from 'node:path';
import createCache from '@emotion/cache';
import { EMOTION_INSERTION_HOOKS } from '../../federation/emotionCompilesInRender.cjs';
import * as standIn from './stylesCompiledInRender';

// What stylesCompiledInRender.ts relies on in emotion (docs/adr/0005-emotion-compiles-styles-in-render.md):
// the hooks emotion imports by name, and the sheet's insert, hydrate, key and nonce.

/** The names an installed emotion file imports from a package. */
const namesImported = (packageFile: string, from: string) => {
  const [scope, name, ...rest] = packageFile.split('/');
  const file = path.join(path.dirname(require.resolve(`${scope}/${name}/package.json`)), ...rest);
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${from}["']`).exec(
    fs.readFileSync(file, 'utf8'),
  );
  return (statement?.[1] ?? '').split(',').map((imported) => imported.trim().split(/\s+as\s+/)[0]!);
};

afterEach(() => document.head.querySelectorAll('style').forEach((element) => element.remove()));

describe('what the portal’s emotion stand-in relies on in emotion', () => {
  test.each(EMOTION_INSERTION_HOOKS.importers)('%s imports only insertion hooks the stand-in provides', (importer) => {
    const names = namesImported(importer, EMOTION_INSERTION_HOOKS.request);

    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(standIn).toHaveProperty(name, expect.any(Function));
  });

  test('the stand-in provides every hook emotion’s hooks package has', () => {
    const hooks = jest.requireActual<Record<string, unknown>>(EMOTION_INSERTION_HOOKS.request);

    for (const name of Object.keys(hooks)) expect(standIn).toHaveProperty(name, expect.any(Function));
  });

  test('a cache’s sheet inserts a rule, takes a style element by hydrate, and puts the next rule after it', () => {
    const { sheet } = createCache({ key: 'probe', nonce: 'n0nce' });
    expect(sheet).toMatchObject({ key: 'probe', nonce: 'n0nce' });

    sheet.insert('.first{color:red;}');
    const held = document.createElement('style');
    held.textContent = '.held{color:green;}';
    sheet.hydrate([held]);
    sheet.insert('.later{color:blue;}');

    // The page's rules in the order it applies them (emotion inserts through the CSSOM when speedy).
    const selectors = [...document.head.querySelectorAll('style')].flatMap((element) =>
      [...(element.sheet?.cssRules ?? [])].map((rule) => (rule as CSSStyleRule).selectorText),
    );
    expect(selectors).toEqual(['.first', '.held', '.later']);
  });
});
