import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../../src/config';

export interface ChildGateway {
  /** http://127.0.0.1:PORT */
  origin: string;
  pid: number;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  kill(signal: NodeJS.Signals): Promise<string>;
}

const START_TIMEOUT_MS = 60_000;

/**
 * The real gateway (gateway/src/server.ts) in a process of its own, on `databaseUrl`, with its
 * own port, test payments on the Stripe sandbox at `stripeUrl` with its `stripeKey` (Stripe
 * outlives the gateway), its sandbox controls open to `controlsToken`.
 */
export const startChildGateway = async ({
  databaseUrl,
  stripeUrl,
  stripeKey,
  stripePublishableKey,
  controlsToken,
}: {
  databaseUrl: string;
  stripeUrl: string;
  stripeKey: string;
  stripePublishableKey: string;
  controlsToken: string;
}): Promise<ChildGateway> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join('gateway', 'src', 'server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX_CONTROLS: 'on',
      SANDBOX_STRIPE_URL: stripeUrl,
      SANDBOX_STRIPE_KEY: stripeKey,
      SANDBOX_STRIPE_PUBLISHABLE_KEY: stripePublishableKey,
      SANDBOX_CONTROLS_TOKEN: controlsToken,
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-child-gateway-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the gateway did not start:\n${output.join('').slice(-3000)}`)),
      START_TIMEOUT_MS,
    );
    void exited.then((how) =>
      reject(new Error(`the gateway ended (${how}) before listening:\n${output.join('').slice(-3000)}`)),
    );
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      output.push(line);
      const port = /Portal listening on http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
  });
  return {
    origin,
    pid: child.pid as number,
    exited,
    kill: (signal) => {
      child.kill(signal);
      return exited;
    },
  };
};
