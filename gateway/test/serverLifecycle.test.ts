import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const portIsOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.destroy() && resolve(true));
    socket.once('error', () => resolve(false));
  });

interface Running {
  child: ChildProcess;
  output: () => string;
  url: string;
}

/** `npm start`'s server process, with no DATABASE_URL: it starts its own embedded PostgreSQL. */
const startPortal = (env: Record<string, string>) =>
  new Promise<Running>((resolve, reject) => {
    const child = spawn(tsx, ['gateway/src/server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Portal listening on (http:\/\/localhost:\d+)/.exec(output);
      if (listening) resolve({ child, output: () => output, url: listening[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });

const interrupt = (running: Running) =>
  new Promise<number | null>((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGINT');
  });

describe('the default start (embedded PostgreSQL)', () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-lifecycle-'));
    chmodSync(dataDir, 0o755);
    env = {
      DATA_DIR: dataDir,
      PORT: '0',
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
    };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the first start seeds an admin with a password printed once; Ctrl-C stops PostgreSQL; the second start reuses the data', async () => {
    const first = await startPortal(env);
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toBeDefined();
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    expect(await interrupt(first)).toBe(0);
    expect(await portIsOpen(Number(env.EMBEDDED_PG_PORT))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startPortal(env);
    try {
      expect(second.output()).not.toContain('password:');
      const tokenResponse = await fetch(`${second.url}/api/csrf-token`);
      const cookie = tokenResponse.headers.get('set-cookie')!.split(';')[0]!;
      const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Cookie: cookie },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await interrupt(second)).toBe(0);
    }
    expect(await portIsOpen(Number(env.EMBEDDED_PG_PORT))).toBe(false);
  }, 120_000);
});
