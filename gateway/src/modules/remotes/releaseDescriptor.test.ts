import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { builtDescriptor, declaredDescriptor, localReleaseFile, readReleaseDescriptor } from './releaseDescriptor';
import { repoRoot } from '../../config';

const portal = {
  platform: '^1.2.0',
  routes: ['/about', '/deals'],
  area: 'this page',
  navigation: [{ slot: 'header', label: 'Deals', to: '/deals', icon: 'star', order: 40 }],
};
const manifest = (extra: object) => ({ id: 'mfe_content', name: 'mfe_content', metaData: {}, exposes: [], ...extra });

describe('reading what a release declares from its manifest', () => {
  let server: Server;
  let origin: string;
  const answers: Record<string, unknown> = {
    '/with/mf-manifest.json': manifest({ portal }),
    '/without/mf-manifest.json': manifest({}),
    '/evil/mf-manifest.json': manifest({
      portal: { ...portal, navigation: [{ slot: 'header', label: 'Evil', to: '//evil.example', order: 1 }] },
    }),
  };
  let staticRoot: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = answers[req.url ?? ''];
      if (body === undefined) res.writeHead(404).end();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-descriptor-'));
    fs.mkdirSync(path.join(staticRoot, 'mfe-content', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(staticRoot, 'mfe-content', 'dist', 'mf-manifest.json'),
      JSON.stringify(manifest({ portal })),
    );
    fs.mkdirSync(path.join(staticRoot, 'mfe-status', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(staticRoot, 'mfe-status', 'dist', 'mf-manifest.json'),
      JSON.stringify(manifest({ portal: { routes: ['/status'] } })),
    );
    fs.mkdirSync(path.join(staticRoot, 'mfe-draft', 'dist'), { recursive: true });
  });
  afterAll(() => {
    server.close();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  test('when the manifest at an address carries a descriptor, then its routes, area, navigation and platform range are read', async () => {
    await expect(readReleaseDescriptor(`${origin}/with/mf-manifest.json`, staticRoot)).resolves.toEqual(portal);
  });

  test("when a gateway path names a module it serves, then the descriptor is read from that module's build folder", async () => {
    await expect(readReleaseDescriptor('/remotes/mfe-content/mf-manifest.json', staticRoot)).resolves.toEqual(portal);
    expect(builtDescriptor(staticRoot, 'mfe-content')).toEqual(portal);
    expect(builtDescriptor(staticRoot, 'mfe-search')).toBeNull();
  });

  test('when a gateway path names a sixth module holding a build, then it is read there; a folder without a build is refused', async () => {
    await expect(readReleaseDescriptor('/remotes/mfe-status/mf-manifest.json', staticRoot)).resolves.toEqual({
      routes: ['/status'],
    });
    await expect(readReleaseDescriptor('/remotes/mfe-draft/mf-manifest.json', staticRoot)).rejects.toThrow(
      'not a module build this gateway serves',
    );
    expect(localReleaseFile(staticRoot, '/remotes/mfe-status/../mfe-content/mf-manifest.json')).toBe(
      path.join(staticRoot, 'mfe-status', 'dist', 'mfe-content', 'mf-manifest.json'),
    );
    expect(localReleaseFile(staticRoot, '/remotes/..%2fmfe-content/mf-manifest.json')).toBeNull();
  });

  test('when the manifest has no descriptor (a build from before them), then there is none to read', async () => {
    await expect(readReleaseDescriptor(`${origin}/without/mf-manifest.json`, staticRoot)).resolves.toBeNull();
  });

  test('when a navigation entry would leave the site, then the descriptor is refused naming the field', async () => {
    await expect(readReleaseDescriptor(`${origin}/evil/mf-manifest.json`, staticRoot)).rejects.toThrow(
      /malformed "portal" descriptor: navigation\.0\.to/,
    );
  });

  test('when the address answers 404, or a path is outside the builds this gateway serves, then a clear error', async () => {
    await expect(readReleaseDescriptor(`${origin}/gone/mf-manifest.json`, staticRoot)).rejects.toThrow('answered 404');
    await expect(readReleaseDescriptor('/brand-assets/x.json', staticRoot)).rejects.toThrow(
      'not a module build this gateway serves',
    );
    await expect(readReleaseDescriptor('/remotes/mfe-content/../../../etc/passwd', staticRoot)).rejects.toThrow();
  });

  test('every module declares a valid descriptor in its source (src/module.json)', () => {
    for (const folder of ['mfe-search', 'mfe-booking', 'mfe-account', 'mfe-admin', 'mfe-content'])
      expect(declaredDescriptor(repoRoot, folder).routes.length).toBeGreaterThan(0);
  });
});
