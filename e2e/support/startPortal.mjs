import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

// A fresh database for every run; the portal's own server does the rest.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
mkdirSync(process.env.DATA_DIR, { recursive: true });

// The gateway logs everything (trace) into E2E_PORTAL_LOG for the card-data scan of the
// teardown; the console shows what LOG_LEVEL asks for, as before.
const PINO_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };
const shownFrom = PINO_LEVELS[process.env.LOG_LEVEL ?? 'info'] ?? 30;
const log = createWriteStream(process.env.E2E_PORTAL_LOG ?? path.join(process.env.DATA_DIR, 'portal.log'));

const gateway = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['gateway/src/server.ts'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...process.env, LOG_LEVEL: 'trace' },
});

const levelOf = (line) => {
  try {
    return JSON.parse(line).level;
  } catch {
    return undefined; // not a pino line: always shown
  }
};
const tee = (from, to) =>
  readline.createInterface({ input: from }).on('line', (line) => {
    log.write(`${line}\n`);
    const level = levelOf(line);
    if (typeof level !== 'number' || level >= shownFrom) to.write(`${line}\n`);
  });
tee(gateway.stdout, process.stdout);
tee(gateway.stderr, process.stderr);

const forward = (signal) => gateway.kill(signal);
process.on('SIGTERM', forward);
process.on('SIGINT', forward);
gateway.on('exit', (code) => log.end(() => process.exit(code ?? 0)));
