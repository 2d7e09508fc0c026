import { spawn } from 'node:child_process';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, buildModules, FRONT_END_MODULES, isUpToDate } from './frontEndBuilds.mjs';
import { measureFirstLoad } from './bench/firstLoad.mjs';
import { selectParts } from './bench/figures.mjs';
import { runBenchParts } from './bench/parts.mjs';
import { budgetOverruns, FIRST_LOAD_BUDGET } from './bench/budget.mjs';
import HARNESS_RATE_LIMITS from './support/harnessRateLimits.cjs';

// `npm run bench`: builds what is stale, starts the portal on a throw-away database and prints
// the first-load weight of the main pages. More figures join as the quality-gates work lands.
const PORT = Number(process.env.BENCH_PORT ?? 8191);
const baseUrl = `http://127.0.0.1:${PORT}`;
const benchParts = selectParts(process.argv.slice(2), process.env);

const stale = FRONT_END_MODULES.filter((folder) => !isUpToDate(folder));
if (stale.length) await buildModules(stale);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
chmodSync(dataDir, 0o755);
// The gateway runs as in production (as scripts/load/portal.mjs starts it): NODE_ENV=production,
// one node process with tsx as a loader, listening on loopback only.
const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? String(PORT + 1000),
    SANDBOX_STRIPE_PORT: '0',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'Bench-password-1!',
    ...HARNESS_RATE_LIMITS,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
gateway.stdout.resume();
const started = Date.now();
for (;;) {
  if (gateway.exitCode !== null) throw new Error(`the portal exited with ${gateway.exitCode}`);
  const healthy = await fetch(`${baseUrl}/api/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (healthy) break;
  if (Date.now() - started > 120_000) throw new Error('the portal did not start within 2 minutes');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

try {
  if (benchParts.has('first-load')) {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`First load, gzipped JavaScript (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores)`);
    for (const page of ['/', '/search', '/booking']) {
      const result = await measureFirstLoad(baseUrl, page);
      const parts = Object.entries(result.parts)
        .map(([part, figure]) => `${part} ${kb(figure.gzipBytes)} in ${figure.requests}`)
        .join(', ');
      const copies = Object.entries(result.copies)
        .map(([library, count]) => `${library} ${count}`)
        .join(', ');
      console.log(
        `${page.padEnd(9)} ${kb(result.total.gzipBytes).padStart(9)} in ${result.total.requests} scripts (${parts}); copies: ${copies}`,
      );
      if (page === FIRST_LOAD_BUDGET.path)
        for (const overrun of budgetOverruns(result)) console.log(`  over budget: ${overrun}`);
    }
  }
  await runBenchParts(baseUrl, benchParts);
} finally {
  gateway.kill('SIGINT');
  await new Promise((resolve) => gateway.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
