import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HARNESS_RATE_LIMITS from '../support/harnessRateLimits.cjs';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../frontEndBuilds.mjs';

const probe = pathToFileURL(path.join(ROOT, 'scripts', 'load', 'memoryProbe.mjs')).href;

/**
 * A throw-away portal for the load run (as scripts/bench.mjs starts one): the gateway as one
 * node process (tsx as a loader, not a wrapper process, so its memory is the gateway's), its
 * embedded PostgreSQL in a temporary DATA_DIR, the sandboxes in test mode, and the memory probe
 * reporting over IPC.
 */
export const startPortal = async ({ port, pgPort, stripePort }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  chmodSync(dataDir, 0o755);
  const memory = [];
  const stripeKey = `sk_test_${randomBytes(24).toString('hex')}`;
  // LOAD_NODE_ARGS: extra node flags for the gateway, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const gateway = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--import', probe, 'gateway/src/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        SANDBOX_STRIPE_PORT: String(stripePort),
        // The run reads the Stripe sandbox's intents afterwards (evidence.mjs): it needs the one key it accepts.
        SANDBOX_STRIPE_KEY: stripeKey,
        // The load client is the proxy in front: each virtual user's X-Forwarded-For is its address.
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: 'load',
        ADMIN_PASSWORD: 'Load-password-1!',
        ...HARNESS_RATE_LIMITS,
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  gateway.stdout.resume();
  gateway.on('message', (message) => {
    if (message?.type === 'memory') memory.push(message);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (gateway.exitCode !== null) throw new Error(`the portal exited with ${gateway.exitCode}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 120_000) throw new Error('the portal did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pgPassword = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return {
    baseUrl,
    stripeOrigin: `http://127.0.0.1:${stripePort}`,
    stripeKey,
    databaseUrl: `postgres://postgres:${encodeURIComponent(pgPassword)}@127.0.0.1:${pgPort}/portal`,
    memory,
    async stop() {
      if (gateway.exitCode === null) {
        const exited = new Promise((resolve) => gateway.once('exit', resolve));
        gateway.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
