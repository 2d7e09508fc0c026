/** @jest-environment node */
import { sharedSingletons } from './shared.cjs';

describe('the shared singletons', () => {
  test('a remote built to run under the shell brings no copy of its own: the shell provides every one', () => {
    const shared = sharedSingletons({ bundled: false });

    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@portal/platform', '@portal/platform/forms']),
    );
    for (const [name, config] of Object.entries(shared))
      expect({ name, singleton: config.singleton, import: config.import }).toEqual({
        name,
        singleton: true,
        import: false,
      });
  });

  test('the shell, and a remote running alone, bundle their own', () => {
    for (const shared of [sharedSingletons(), sharedSingletons({ bundled: true })])
      for (const config of Object.values(shared)) {
        expect(config.singleton).toBe(true);
        expect(config).not.toHaveProperty('import');
      }
  });
});
