import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadModuleRoutes, reloadModuleRoutes } from './remoteLoader';

const manifest = (publicPath = 'auto', name = 'remoteEntry.js') => ({
  metaData: { publicPath, remoteEntry: { name, path: '', type: 'global' } },
  exposes: [],
});
const routesModule = { routes: [{ path: '/' }], version: '1.0.0' };
/** The entry each registration gave the runtime, with whether it replaced a cached one. */
const registrations = () =>
  jest
    .mocked(registerRemotes)
    .mock.calls.map(([[remote], options]) => [remote && 'entry' in remote ? remote.entry : undefined, options?.force]);

let fetchSpy: jest.SpyInstance;
const answerManifests = (byUrl: Record<string, unknown>) =>
  fetchSpy.mockImplementation(async (url: string) =>
    url in byUrl ? new Response(JSON.stringify(byUrl[url])) : new Response('not found', { status: 404 }),
  );

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  jest.mocked(registerRemotes).mockClear();
  jest
    .mocked(loadRemote)
    .mockReset()
    .mockResolvedValue(routesModule as never);
});
afterEach(() => fetchSpy.mockRestore());

describe("the shell's module loader", () => {
  test("registers the remote entry the module's manifest names, beside the manifest, and loads its routes", async () => {
    answerManifests({ '/remotes/mfe-a/mf-manifest.json': manifest() });

    await expect(loadModuleRoutes('mfe_a', '/remotes/mfe-a/mf-manifest.json')).resolves.toBe(routesModule);

    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_a', entry: '/remotes/mfe-a/remoteEntry.js' }], {
      force: false,
    });
    expect(loadRemote).toHaveBeenCalledWith('mfe_a/routes');
  });

  test('a release on another origin loads its entry from there, or from the absolute publicPath its manifest names', async () => {
    answerManifests({
      'https://cdn.example/b/2.0.0/mf-manifest.json': manifest(),
      'https://cdn.example/c/mf-manifest.json': manifest('https://assets.example/c/3.0.0'),
    });

    await loadModuleRoutes('mfe_b', 'https://cdn.example/b/2.0.0/mf-manifest.json');
    await loadModuleRoutes('mfe_c', 'https://cdn.example/c/mf-manifest.json');

    expect(registrations()).toEqual([
      ['https://cdn.example/b/2.0.0/remoteEntry.js', false],
      ['https://assets.example/c/3.0.0/remoteEntry.js', false],
    ]);
  });

  test('areas asking for the same module at once share one manifest fetch and one registration', async () => {
    answerManifests({ '/remotes/mfe-d/mf-manifest.json': manifest() });

    const [first, second] = await Promise.all([
      loadModuleRoutes('mfe_d', '/remotes/mfe-d/mf-manifest.json'),
      loadModuleRoutes('mfe_d', '/remotes/mfe-d/mf-manifest.json'),
    ]);

    expect(first).toBe(second);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  test('a manifest that cannot be fetched, or names no entry inside its folder, fails the load, logged once; the next load asks again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerManifests({ '/remotes/mfe-f/mf-manifest.json': manifest('auto', '../outside.js') });

    await expect(loadModuleRoutes('mfe_e', '/remotes/mfe-e/mf-manifest.json')).rejects.toThrow('answered 404');
    await expect(loadModuleRoutes('mfe_f', '/remotes/mfe-f/mf-manifest.json')).rejects.toThrow('names no remote entry');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(logged.mock.calls.map((args) => args.join(' '))).toEqual([
      expect.stringContaining(
        'module mfe_e could not be loaded (manifest): /remotes/mfe-e/mf-manifest.json answered 404',
      ),
      expect.stringContaining('[host] module mfe_f could not be loaded (manifest)'),
    ]);
    logged.mockRestore();

    answerManifests({ '/remotes/mfe-e/mf-manifest.json': manifest() });
    await expect(loadModuleRoutes('mfe_e', '/remotes/mfe-e/mf-manifest.json')).resolves.toBe(routesModule);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_e', entry: '/remotes/mfe-e/remoteEntry.js' }], {
      force: false,
    });
  });

  test('a retry, or another release of a loaded module, reads the manifest again and replaces what the runtime cached', async () => {
    answerManifests({
      '/remotes/mfe-g/mf-manifest.json': manifest(),
      '/remotes/mfe-g/2.0.0/mf-manifest.json': manifest(),
    });
    await loadModuleRoutes('mfe_g', '/remotes/mfe-g/mf-manifest.json');

    await reloadModuleRoutes('mfe_g', '/remotes/mfe-g/mf-manifest.json');
    await loadModuleRoutes('mfe_g', '/remotes/mfe-g/2.0.0/mf-manifest.json');

    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(registrations()).toEqual([
      ['/remotes/mfe-g/remoteEntry.js', false],
      ['/remotes/mfe-g/remoteEntry.js', true],
      ['/remotes/mfe-g/2.0.0/remoteEntry.js', true],
    ]);
  });
});
