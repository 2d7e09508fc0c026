import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { FRONT_END_MODULES } from '../../scripts/frontEndBuilds.mjs';

// A fresh database for every run; the portal's own server does the rest.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
mkdirSync(process.env.DATA_DIR, { recursive: true });

// The lane's static root: each module's build linked from the repository's, so a test may put a
// release of its own in place of one (a link swapped) without touching another lane's portal.
if (process.env.STATIC_ROOT) {
  rmSync(process.env.STATIC_ROOT, { recursive: true, force: true });
  for (const folder of FRONT_END_MODULES) {
    const build = path.join(root, folder, 'dist');
    if (!existsSync(build)) continue;
    mkdirSync(path.join(process.env.STATIC_ROOT, folder), { recursive: true });
    symlinkSync(build, path.join(process.env.STATIC_ROOT, folder, 'dist'), 'dir');
  }
}

// The gateway logs everything (trace) into E2E_PORTAL_LOG for the card-data scan of the
// teardown; the console shows what LOG_LEVEL asks for, as before.
const PINO_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };
const shownFrom = PINO_LEVELS[process.env.LOG_LEVEL ?? 'info'] ?? 30;
const log = createWriteStream(process.env.E2E_PORTAL_LOG ?? path.join(process.env.DATA_DIR, 'portal.log'));

// E-mail really goes out over SMTP: to a server on loopback that files each message (raw, with
// its envelope) in E2E_SMTP_INBOX, where e2e/support/smtpInbox.ts reads it.
const inbox = process.env.E2E_SMTP_INBOX ?? path.join(process.env.DATA_DIR, 'smtp-inbox');
mkdirSync(inbox, { recursive: true });
let filed = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      filed += 1;
      const name = path.join(inbox, `${String(filed).padStart(6, '0')}`);
      const envelope = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
      };
      writeFileSync(`${name}.eml`, Buffer.concat(chunks));
      // The envelope last and whole (renamed into place): a reader lists the .json files.
      writeFileSync(`${name}.tmp`, JSON.stringify(envelope));
      renameSync(`${name}.tmp`, `${name}.json`);
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  smtp.server.once('error', reject);
  smtp.listen(0, '127.0.0.1', resolve);
});
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}?from=${encodeURIComponent('bookings@e2e.example')}`;

const gateway = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['gateway/src/server.ts'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...process.env, LOG_LEVEL: 'trace', SMTP_URL: smtpUrl },
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
gateway.on('exit', (code) => smtp.close(() => log.end(() => process.exit(code ?? 0))));
