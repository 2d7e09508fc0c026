import path from 'node:path';
import HARNESS_RATE_LIMITS from '../../scripts/support/harnessRateLimits.cjs';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const E2E_ADMIN = { username: 'e2e-admin', password: 'E2e-admin-password-1!' };
/** Opens the sandbox controls (faults, clock) to the tests without an admin session: fixed, for e2e runs only. */
export const E2E_SANDBOX_CONTROLS_TOKEN = 'e2e-sandbox-controls-token-0123456789';

/**
 * The run's lanes, one Playwright worker each: every lane drives a portal of its own (port, data
 * directory, PostgreSQL, SMTP inbox), so spec files run side by side without sharing the system
 * mode, the sandboxes' faults and clock, the content or the module registry.
 */
export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);
const FIRST_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54339);

/** The portal of one lane: where it listens and keeps its data, and the environment it starts with. */
export const portalOf = (lane: number) => {
  const port = FIRST_PORT + lane;
  const dataDir = path.join(REPO_ROOT, '.tmp', lane === 0 ? 'e2e-data' : `e2e-data-${lane}`);
  // Everything the portal logs during the run, at every level (startPortal.mjs), for the card-data scan.
  const portalLog = path.join(dataDir, 'portal.log');
  // Where the portal's SMTP server (startPortal.mjs, on loopback) files every e-mail the portal sends.
  const smtpInbox = path.join(dataDir, 'smtp-inbox');
  // The builds this lane's portal serves: links to the repository's, so that a test may release a
  // build of the shell in its own lane (startPortal.mjs lays it out).
  const staticRoot = path.join(REPO_ROOT, '.tmp', lane === 0 ? 'e2e-static' : `e2e-static-${lane}`);
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_ROOT: staticRoot,
    EMBEDDED_PG_PORT: String(FIRST_PG_PORT + lane),
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The Stripe sandbox on a free port, not stripe-mock's 12111: two lanes' portals run at once.
    SANDBOX_STRIPE_PORT: '0',
    SANDBOX_CONTROLS: 'on',
    SANDBOX_CONTROLS_TOKEN: E2E_SANDBOX_CONTROLS_TOKEN,
    // What is shown on the console; the log file gets every level.
    LOG_LEVEL: 'warn',
    E2E_PORTAL_LOG: portalLog,
    E2E_SMTP_INBOX: smtpInbox,
    ...HARNESS_RATE_LIMITS,
  };
  return { port, baseUrl: `http://127.0.0.1:${port}`, dataDir, staticRoot, portalLog, smtpInbox, env };
};

// A worker's lane is its parallel index (0 to workers - 1, kept by the worker that replaces it);
// the runner itself, which starts every lane's portal, reads lane 0 here.
const lane = portalOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_LANES);

/** This worker's portal. */
export const E2E_BASE_URL = lane.baseUrl;
export const E2E_DATA_DIR = lane.dataDir;
export const E2E_STATIC_ROOT = lane.staticRoot;
export const E2E_PORTAL_LOG = lane.portalLog;
export const E2E_SMTP_INBOX = lane.smtpInbox;
export const E2E_ENV = lane.env;
