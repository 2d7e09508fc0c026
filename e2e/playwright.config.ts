import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_ENV } from './support/portalEnv';

/**
 * The whole portal (gateway + embedded PostgreSQL + the built host and remotes) started once
 * for the run, on its own port and a throw-away data directory, driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  // Fails the run when a card number or CVC shows up in the portal's database or logs.
  globalTeardown: './support/cardDataTeardown.ts',
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: 'node support/startPortal.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: E2E_ENV,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
