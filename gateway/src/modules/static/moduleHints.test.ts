import { hintsFromManifest } from './moduleHints';

const manifestOf = (entry: object, sync: unknown[], publicPath = 'auto') => ({
  metaData: { remoteEntry: entry, publicPath },
  exposes: [{ name: 'routes', assets: { js: { sync, async: ['lazy.1234abcd.js'] }, css: { sync: [] } } }],
});

describe('preload hints from a module manifest', () => {
  test("when the manifest is read, then the manifest, the entry and the routes' first files are hinted, not the lazy ones", () => {
    const hints = hintsFromManifest(
      'https://cdn.example/search/2.0.0/mf-manifest.json',
      manifestOf({ name: 'remoteEntry.js', path: '', type: 'global' }, ['routes.1234abcd.js']),
    );

    expect(hints).toEqual([
      { href: 'https://cdn.example/search/2.0.0/mf-manifest.json', as: 'fetch', crossOrigin: true },
      { href: 'https://cdn.example/search/2.0.0/remoteEntry.js', as: 'script', module: false },
      { href: 'https://cdn.example/search/2.0.0/routes.1234abcd.js', as: 'script' },
    ]);
  });

  test('when a file name would leave its folder or break out of the attribute, then it is not hinted', () => {
    const hints = hintsFromManifest(
      '/remotes/mfe-search/mf-manifest.json',
      manifestOf({ name: '../../evil.js', path: '', type: 'global' }, ['"><script>x</script>', '/abs.js', 'ok.js', 42]),
    );

    expect(hints.map(({ href }) => href)).toEqual([
      '/remotes/mfe-search/mf-manifest.json',
      '/remotes/mfe-search/ok.js',
    ]);
  });

  test('when the manifest is not one, then only the manifest itself is hinted', () => {
    expect(hintsFromManifest('/remotes/mfe-search/mf-manifest.json', 'nonsense')).toEqual([
      { href: '/remotes/mfe-search/mf-manifest.json', as: 'fetch', crossOrigin: true },
    ]);
  });
});
