import path from 'node:path';
import HARNESS_RATE_LIMITS from '../../scripts/support/harnessRateLimits.cjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const E2E_DATA_DIR = path.join(REPO_ROOT, '.tmp', 'e2e-data');
export const E2E_ADMIN = { username: 'e2e-admin', password: 'E2e-admin-password-1!' };
/** Opens the sandbox controls (faults, clock) to the tests without an admin session: fixed, for e2e runs only. */
export const E2E_SANDBOX_CONTROLS_TOKEN = 'e2e-sandbox-controls-token-0123456789';
/** Everything the portal logs during the run, at every level (startPortal.mjs), for the card-data scan. */
export const E2E_PORTAL_LOG = path.join(E2E_DATA_DIR, 'portal.log');

/** Where the portal's SMTP server (startPortal.mjs, on loopback) files every e-mail the portal sends. */
export const E2E_SMTP_INBOX = path.join(E2E_DATA_DIR, 'smtp-inbox');

/** The portal under test: its own port, data directory and embedded PostgreSQL port. */
export const E2E_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  DATA_DIR: E2E_DATA_DIR,
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  SANDBOX_CONTROLS: 'on',
  SANDBOX_CONTROLS_TOKEN: E2E_SANDBOX_CONTROLS_TOKEN,
  // What is shown on the console; the log file gets every level.
  LOG_LEVEL: 'warn',
  E2E_PORTAL_LOG,
  E2E_SMTP_INBOX,
  ...HARNESS_RATE_LIMITS,
};
