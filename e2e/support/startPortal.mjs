import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A fresh database for every run; the portal's own server does the rest.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

const gateway = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['gateway/src/server.ts'], { cwd: root, stdio: 'inherit', env: process.env });
const forward = (signal) => gateway.kill(signal);
process.on('SIGTERM', forward);
process.on('SIGINT', forward);
gateway.on('exit', (code) => process.exit(code ?? 0));
