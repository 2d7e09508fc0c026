// Runs in every gateway test file before it loads: a quiet, deterministic environment that
// never reaches a developer's database, providers or DATA_DIR.
const os = require('node:os');
const path = require('node:path');
const HARNESS_RATE_LIMITS = require('../../scripts/support/harnessRateLimits.cjs');

for (const key of Object.keys(process.env)) {
  if (/^REMOTE_[A-Z0-9_]+_URL$/.test(key)) delete process.env[key];
}
delete process.env.DATABASE_URL;
for (const key of [
  'DUFFEL_TEST_TOKEN',
  'DUFFEL_LIVE_TOKEN',
  'STRIPE_TEST_KEY',
  'STRIPE_LIVE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'TRUST_PROXY',
  'STATIC_ROOT',
  'SMTP_URL',
]) {
  delete process.env[key];
}

Object.assign(process.env, {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'portal-gateway-test-data'),
  SESSION_SECRET: 'test-session-secret-that-is-long-enough',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'Test-admin-password-1!',
  SANDBOX_CONTROLS: 'off',
  ...HARNESS_RATE_LIMITS,
});
