import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_LANES, portalOf } from './support/portalEnv';

/**
 * The whole portal (gateway + embedded PostgreSQL + the built host and remotes) started once per
 * lane for the run, each on its own port and throw-away data directory, driven in Debian's
 * Chromium: one worker per lane, a spec file's tests one after the other in its lane.
 */
export default defineConfig({
  testDir: './tests',
  // Fails the run when a card number or CVC shows up in the portal's database or logs.
  globalTeardown: './support/cardDataTeardown.ts',
  fullyParallel: false,
  workers: E2E_LANES,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: Array.from({ length: E2E_LANES }, (_, lane) => ({
    command: 'node support/startPortal.mjs',
    url: `${portalOf(lane).baseUrl}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: portalOf(lane).env,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  })),
});
