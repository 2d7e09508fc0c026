// Runs in every gateway test file before it loads: a quiet, deterministic environment that
// never reaches a developer's database, providers or DATA_DIR.
const os = require('node:os');
const path = require('node:path');

for (const key of Object.keys(process.env)) {
  if (/^REMOTE_[A-Z0-9_]+_URL$/.test(key)) delete process.env[key];
}
delete process.env.DATABASE_URL;
for (const key of ['DUFFEL_TEST_TOKEN', 'DUFFEL_LIVE_TOKEN', 'STRIPE_TEST_KEY', 'STRIPE_LIVE_KEY', 'TRUST_PROXY', 'STATIC_ROOT']) {
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
  // Test files search, read offers and pay far more than a traveller from one address; the
  // limits' own tests set the defaults back (test/flightLimits.test.ts, payments).
  RATE_LIMIT_SEARCHES_PER_ADDRESS: '100000',
  RATE_LIMIT_SEARCHES_PER_SESSION: '100000',
  RATE_LIMIT_OFFER_READS_PER_ADDRESS: '100000',
  RATE_LIMIT_OFFER_READS_PER_SESSION: '100000',
  RATE_LIMIT_PAYMENTS_PER_SESSION: '100000',
  RATE_LIMIT_CARD_DECLINES: '100000',
});
