import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Request, Response } from 'express';
import { parse, parseAllDocuments } from 'yaml';
import { securityHeaders } from '../gateway/src/http/security';

// Finding (outside test, round three, medium): in docker-compose and Kubernetes the pages carried
// no CSP and no anti-framing header (the locations with their own add_header dropped the server's),
// and the remotes' origins sent no security header at all. These templates are served here by a
// real nginx, rendered as the nginx image renders them (envsubst of the variables it is given).
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const REMOTES = 'http://localhost:3001 http://localhost:3002';
const PAYMENTS = 'http://localhost:12111';
const SHELL = 'http://localhost:8080';

/** What the gateway sends on its own pages for the same origins: the set every deployment must send. */
const gatewayHeaders = (): Map<string, string> => {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)) };
  const origins = { current: () => REMOTES, freshenBeforeDocuments: () => undefined };
  const payments = PAYMENTS.split(' ');
  securityHeaders(origins, () => ({ script: payments, frame: payments, connect: payments }))(
    {} as Request,
    res as unknown as Response,
    () => undefined,
  );
  return headers;
};

/** A policy as directive -> sorted sources, so the order nginx and helmet write them in does not matter. */
const policy = (header: string | null | undefined) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources.sort().join(' ')]),
  );

/** envsubst as the nginx image runs it: only the variables it is given are replaced. */
const render = (template: string, env: Record<string, string>) =>
  readFileSync(path.join(__dirname, template), 'utf8').replace(
    /\$\{(\w+)\}/g,
    (whole, name: string) => env[name] ?? whole,
  );

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const served: { nginx: ChildProcess; dir: string }[] = [];
let gateway: Server;

/** The template's server block in a minimal nginx.conf of its own, on a loopback port, over `files`. */
const serve = async (template: string, env: Record<string, string>, files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-headers-'));
  const root = path.join(dir, 'html');
  mkdirSync(root);
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(root, name), body);
  // nginx's workers may run as another user when the tests run as root.
  for (const entry of [dir, root, ...Object.keys(files).map((name) => path.join(root, name))])
    chmodSync(entry, entry === dir || entry === root ? 0o755 : 0o644);
  const port = await freePort();
  const server = render(template, env)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${root};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events {}
http { access_log off; ${temp}
  types { text/html html; application/javascript js; application/json json; }
  ${server}
}`,
  );
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  served.push({ nginx, dir });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      return origin;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `nginx did not start: ${existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : ''}`,
  );
};

beforeAll(async () => {
  if (!existsSync(NGINX))
    throw new Error(`no nginx at ${NGINX}: install it (apt-get install -y nginx) or set NGINX_BIN`);
  gateway = createServer((req, res) =>
    res
      .setHeader('X-Answered-By', 'gateway')
      .setHeader('X-Forwarded-Host-Seen', String(req.headers['x-forwarded-host']))
      .end('{"status":"ok"}'),
  );
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const { nginx, dir } of served) {
    nginx.kill('SIGTERM');
    await new Promise((resolve) => nginx.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
  await new Promise((resolve) => gateway.close(resolve));
});

const HASHED = 'main.0123456789.js';

describe('the shell origin (nginx-host.conf.template)', () => {
  let origin: string;
  beforeAll(async () => {
    const gatewayOrigin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    origin = await serve(
      'nginx-host.conf.template',
      { GATEWAY_ORIGIN: gatewayOrigin, REMOTE_ORIGINS: REMOTES, PAYMENT_ORIGINS: PAYMENTS },
      { 'index.html': '<!doctype html><title>shell</title>', [HASHED]: 'export {};' },
    );
  });

  test.each(['/', '/index.html', '/account-settings', '/admin-settings', `/${HASHED}`, '/gone.0123456789.js'])(
    '%s carries every security header the gateway sends, with the same values',
    async (url) => {
      const res = await fetch(origin + url);

      const expected = gatewayHeaders();
      for (const [name, value] of expected)
        if (name === 'content-security-policy') expect(policy(res.headers.get(name))).toEqual(policy(value));
        else expect([name, res.headers.get(name)]).toEqual([name, value]);
      expect(res.headers.get('cache-control')).toBeTruthy();
    },
  );

  test("the gateway is told the host the browser asked for, never a client's X-Forwarded-Host", async () => {
    const seen = await new Promise<string | undefined>((resolve, reject) =>
      get(
        `${origin}/api/health`,
        { headers: { Host: 'www.sunjet.travel', 'X-Forwarded-Host': 'cutprice.example' } },
        (res) => {
          res.resume();
          resolve(res.headers['x-forwarded-host-seen'] as string | undefined);
        },
      ).on('error', reject),
    );

    expect(seen).toBe('www.sunjet.travel');
  });

  test('what the gateway answers (/api/...) carries its own headers, not a second policy from nginx', async () => {
    const res = await fetch(`${origin}/api/health`);

    expect(res.headers.get('x-answered-by')).toBe('gateway');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});

describe("a remote's origin (nginx-remote.conf.template)", () => {
  let origin: string;
  beforeAll(async () => {
    origin = await serve(
      'nginx-remote.conf.template',
      { SHELL_ORIGIN: SHELL },
      { 'mf-manifest.json': '{}', 'remoteEntry.js': 'export {};', [HASHED]: 'export {};' },
    );
  });

  test.each(['/mf-manifest.json', '/remoteEntry.js', `/${HASHED}`, '/missing.js'])(
    '%s carries the security headers, may be loaded by the shell and runs or frames nothing itself',
    async (url) => {
      const res = await fetch(origin + url);

      for (const [name, value] of gatewayHeaders()) {
        if (name === 'content-security-policy' || name === 'cross-origin-resource-policy') continue;
        expect([name, res.headers.get(name)]).toEqual([name, value]);
      }
      expect(policy(res.headers.get('content-security-policy'))).toMatchObject({
        'default-src': "'none'",
        'frame-ancestors': "'none'",
      });
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('access-control-allow-origin')).toBe(SHELL);
    },
  );
});

describe('every variable the templates use is given where they are deployed', () => {
  const variablesOf = (template: string) =>
    [...readFileSync(path.join(__dirname, template), 'utf8').matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]);
  const compose = parse(readFileSync(path.join(__dirname, '..', 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string> }>;
  };
  const kubernetesEnv = (name: string) =>
    parseAllDocuments(readFileSync(path.join(__dirname, 'kubernetes', 'static-modules.yaml'), 'utf8'))
      .map((doc) => doc.toJS())
      .find((resource) => resource.kind === 'Deployment' && resource.metadata.name === name)
      ?.spec.template.spec.containers[0].env.map((variable: { name: string }) => variable.name) as string[];

  test.each([
    ['nginx-host.conf.template', 'host'],
    ['nginx-remote.conf.template', 'mfe-search'],
  ])('%s in docker-compose (%s) and Kubernetes', (template, service) => {
    for (const variable of variablesOf(template)) {
      expect([variable, compose.services[service]?.environment?.[variable]]).toEqual([variable, expect.any(String)]);
      expect(kubernetesEnv(service)).toContain(variable);
    }
  });
});
