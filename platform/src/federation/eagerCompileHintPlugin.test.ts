/** @jest-environment node */
import { bundlePageForTest } from './bundlePageForTest';
import { EAGER_COMPILE_HINT, EagerCompileHintPlugin } from './eagerCompileHintPlugin.cjs';

// A page with comments and functions, minified as every production build is.
const PAGE = `/* a comment the minifier drops */ export const price = (amount) => 'USD ' + amount.toFixed(2);`;

describe('the compile hint of the production builds', () => {
  it('opens every script, after the minifier has run (which drops comments)', async () => {
    const code = await bundlePageForTest(PAGE, { plugins: [new EagerCompileHintPlugin()] });

    expect(code.startsWith(`${EAGER_COMPILE_HINT}\n`)).toBe(true);
    expect(code).not.toContain('a comment the minifier drops');
  }, 60_000);

  it('is V8’s explicit compile hint for a whole file', () => {
    expect(EAGER_COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
