import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const KEPT_LINES = 40;

export interface GatewayProcess {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The last lines it wrote, for a failing test's message. */
  recentOutput(): string;
  /** SIGTERM, then the exit code once it has shut down. */
  stop(): Promise<number | null>;
}

/**
 * `gateway/src/server.ts` as its own process on 127.0.0.1 and a free port, as a deployment
 * runs each replica: nothing it keeps in memory is visible to another instance.
 */
export const startGatewayProcess = (env: NodeJS.ProcessEnv, startTimeoutMs = 90_000): Promise<GatewayProcess> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(tsx, ['gateway/src/server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let origin: string | null = null;
    const onData = (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
      const listening = origin ? null : /Portal listening on http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (!listening) return;
      origin = `http://127.0.0.1:${listening[1]}`;
      clearTimeout(timer);
      child.removeListener('exit', onEarlyExit);
      resolve({
        origin,
        recentOutput: () => lines.join('\n'),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done(child.exitCode);
            child.once('exit', (code) => done(code));
            child.kill('SIGTERM');
          }),
      });
    };
    const onEarlyExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the gateway exited with ${code} before listening:\n${lines.join('\n')}`));
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the gateway did not listen within ${startTimeoutMs} ms:\n${lines.join('\n')}`));
    }, startTimeoutMs);
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onEarlyExit);
  });

/** Runs `gateway/src/server.ts` expecting it to refuse to start: its exit code and all it wrote. Rejects if it listens. */
export const runRefusedGateway = (
  env: NodeJS.ProcessEnv,
  timeoutMs = 90_000,
): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(tsx, ['gateway/src/server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Portal listening on/.test(output)) {
        // SIGTERM: tsx passes it on to the gateway, which shuts down (SIGKILL would orphan it).
        child.kill('SIGTERM');
        reject(new Error(`the gateway started when it should have refused:\n${output.slice(-3000)}`));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });

/** Runs a script of the repository with tsx to its end (one expected to exit by itself): its exit code and all it wrote. */
export const runScript = (
  script: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(tsx, [script], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
