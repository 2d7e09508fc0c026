import { execFile } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_ENV, REPO_ROOT } from './portalEnv';

const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/**
 * A separate static origin, as a CDN would be, serving a module's build from `releaseDir`;
 * every path asked for is added to `requested`.
 */
export const serveRelease = (releaseDir: string, requested: string[] = []) =>
  new Promise<Server>((resolve) => {
    const server = createServer((request, response) => {
      requested.push(request.url ?? '/');
      const file = path.join(releaseDir, path.normalize(new URL(request.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(releaseDir) || !existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {
        'Content-Type': file.endsWith('.json') ? 'application/json' : 'application/javascript',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      });
      createReadStream(file).pipe(response);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

export const originOf = (server: Server): string => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/**
 * Runs a gateway CLI (gateway/src/cli/<script>.ts) against the e2e database and answers its
 * output. Not execFileSync: registration reads the release's manifest from a server this
 * process runs.
 */
export const gatewayCli = async (script: string, args: string[]): Promise<string> =>
  (
    await promisify(execFile)(tsx, [`gateway/src/cli/${script}.ts`, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...E2E_ENV },
    })
  ).stdout;
