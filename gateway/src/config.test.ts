import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from './config';

const base = { SESSION_SECRET: 'a-session-secret-for-tests' };
const STRIPE_KEY = 'sk_test_0123456789abcdef';

describe('loadConfig', () => {
  test('when nothing is set, then the documented defaults apply', () => {
    const config = loadConfig(base);

    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, '.data'),
      embeddedPgPort: 54329,
      staticRoot: repoRoot,
      sandboxControls: false,
      logLevel: 'info',
      trustProxy: 'loopback',
      remoteOverrides: {},
    });
  });

  test('when DATABASE_POOL_MAX is unset, then a gateway holds 10 connections for its queries; set, that many; out of range, refused', () => {
    expect(loadConfig(base).databasePoolMax).toBe(10);
    expect(loadConfig({ ...base, DATABASE_POOL_MAX: '20' }).databasePoolMax).toBe(20);
    for (const bad of ['0', '51', 'ten', '2.5'])
      expect(() => loadConfig({ ...base, DATABASE_POOL_MAX: bad })).toThrow();
  });

  test('when a variable is empty, then it counts as unset (docker-compose `KEY=`)', () => {
    expect(loadConfig({ ...base, PORT: '', ADMIN_USERNAME: '' })).toMatchObject({
      port: 8080,
      admin: { username: undefined },
    });
  });

  test('when REMOTE_<NAME>_URL is set, then it overrides the module named in lower case', () => {
    const config = loadConfig({ ...base, REMOTE_MFE_SEARCH_URL: 'http://cdn.example/search/mf-manifest.json' });

    expect(config.remoteOverrides).toEqual({ mfe_search: 'http://cdn.example/search/mf-manifest.json' });
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 16 characters'],
    [{ REMOTE_MFE_SEARCH_URL: 'javascript:alert(1)' }, 'REMOTE_MFE_SEARCH_URL'],
    [{ SANDBOX_STRIPE_URL: 'http://stripe-sandbox:12111/v1/charges' }, 'SANDBOX_STRIPE_URL must be an origin'],
    [{ SMTP_URL: 'smtp://mail example:25' }, 'SMTP_URL must be a URL'],
  ])('when %j, then it refuses with a message naming the problem', (env, expected) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(expected);
  });

  test('when SANDBOX_STRIPE_URL is a loopback origin, then test payments go to that sandbox, and browsers reach it there unless SANDBOX_STRIPE_PUBLIC_URL says otherwise', () => {
    const shared = {
      ...base,
      SANDBOX_STRIPE_URL: 'http://127.0.0.1:40111',
      SANDBOX_STRIPE_KEY: STRIPE_KEY,
      SANDBOX_STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdefXYZ',
    };
    expect(loadConfig(shared).providers).toMatchObject({
      stripeSandboxUrl: 'http://127.0.0.1:40111',
      stripeSandboxKey: STRIPE_KEY,
      stripeSandboxPublishableKey: 'pk_test_0123456789abcdefXYZ',
      stripeSandboxPublicUrl: 'http://127.0.0.1:40111',
    });
    expect(
      loadConfig({ ...shared, SANDBOX_STRIPE_PUBLIC_URL: 'http://localhost:12111' }).providers.stripeSandboxPublicUrl,
    ).toBe('http://localhost:12111');
  });

  test('when SANDBOX_STRIPE_URL comes without the publishable key its Stripe.js runs with, then the gateway does not start', () => {
    expect(() =>
      loadConfig({ ...base, SANDBOX_STRIPE_URL: 'http://127.0.0.1:40111', SANDBOX_STRIPE_KEY: STRIPE_KEY }),
    ).toThrow(/SANDBOX_STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ ...base, STRIPE_LIVE_PUBLISHABLE_KEY: 'pk_test_wrongmode' })).toThrow(
      /STRIPE_LIVE_PUBLISHABLE_KEY/,
    );
  });

  test('when STRIPE_WEBHOOK_SECRET is set, then the webhook verifies with it', () => {
    expect(
      loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefABCDEF' }).providers.stripeWebhookSecret,
    ).toBe('whsec_0123456789abcdefABCDEF');
    expect(loadConfig(base).providers.stripeWebhookSecret).toBeUndefined();
  });

  test('when SANDBOX_STRIPE_URL is set without SANDBOX_STRIPE_KEY, then it refuses naming SANDBOX_STRIPE_KEY', () => {
    expect(() => loadConfig({ ...base, SANDBOX_STRIPE_URL: 'http://stripe-sandbox:12111' })).toThrow(
      /SANDBOX_STRIPE_KEY: required with SANDBOX_STRIPE_URL/,
    );
  });

  test.each([
    [{ SANDBOX_STRIPE_KEY: 'sk_test_x' }, 'SANDBOX_STRIPE_KEY must be sk_test_ followed by 16 or more'],
    [{ SANDBOX_STRIPE_KEY: 'sk_live_0123456789abcdef' }, 'SANDBOX_STRIPE_KEY must be sk_test_'],
    [{ SANDBOX_DUFFEL_TOKEN: 'duffel_test_x' }, 'SANDBOX_DUFFEL_TOKEN must be duffel_test_ followed by 16 or more'],
    [{ SANDBOX_DUFFEL_PORT: '-1' }, 'SANDBOX_DUFFEL_PORT'],
    [{ SANDBOX_CONTROLS_TOKEN: 'short' }, 'SANDBOX_CONTROLS_TOKEN must be 24 to 256 printable characters'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_x' }, "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret"],
    [{ STRIPE_WEBHOOK_SECRET: 'sk_test_0123456789abcdef' }, 'STRIPE_WEBHOOK_SECRET must be'],
  ])('when a sandbox secret is guessable (%j), then it refuses with a message naming it', (env, expected) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(expected);
  });

  test("password links: 30 minutes for a reset and 7 days for a guest's set-password link by default; a lifetime out of bounds is refused by name", () => {
    expect(loadConfig(base).passwordLinks).toEqual({ resetTtlMs: 30 * 60_000, guestTtlMs: 7 * 24 * 3_600_000 });
    expect(
      loadConfig({ ...base, PASSWORD_RESET_TTL_MINUTES: '15', GUEST_PASSWORD_LINK_TTL_HOURS: '48' }).passwordLinks,
    ).toEqual({ resetTtlMs: 15 * 60_000, guestTtlMs: 48 * 3_600_000 });
    expect(() => loadConfig({ ...base, PASSWORD_RESET_TTL_MINUTES: '0' })).toThrow(
      /PASSWORD_RESET_TTL_MINUTES: Use at least 5 minutes/,
    );
    expect(() => loadConfig({ ...base, GUEST_PASSWORD_LINK_TTL_HOURS: 'a week' })).toThrow(
      /GUEST_PASSWORD_LINK_TTL_HOURS/,
    );
  });

  test('when SANDBOX_CONTROLS=on with NODE_ENV=production, then it refuses: the controls move the clock and inject faults', () => {
    expect(() => loadConfig({ ...base, SANDBOX_CONTROLS: 'on', NODE_ENV: 'production' })).toThrow(
      /SANDBOX_CONTROLS: .*cannot be on with NODE_ENV=production/,
    );
    expect(loadConfig({ ...base, SANDBOX_CONTROLS: 'off', NODE_ENV: 'production' }).sandboxControls).toBe(false);
    expect(loadConfig({ ...base, SANDBOX_CONTROLS: 'on', NODE_ENV: 'test' }).sandboxControls).toBe(true);
  });

  test('the sandbox settings: the Duffel sandbox on a free loopback port by default; configured secrets are kept', () => {
    expect(loadConfig(base).providers).toMatchObject({
      duffelSandboxPort: 0,
      duffelSandboxToken: undefined,
      stripeSandboxKey: undefined,
    });
    const token = 'duffel_test_0123456789abcdef';
    expect(
      loadConfig({
        ...base,
        SANDBOX_DUFFEL_PORT: '12112',
        SANDBOX_DUFFEL_TOKEN: token,
        SANDBOX_CONTROLS_TOKEN: 'c'.repeat(32),
      }),
    ).toMatchObject({
      providers: { duffelSandboxPort: 12112, duffelSandboxToken: token },
      sandboxControlsToken: 'c'.repeat(32),
    });
  });

  test.each([
    ['1', 1],
    ['true', true],
    ['false', false],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('when TRUST_PROXY is %s, then Express gets %j', (value, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  test('when SESSION_SECRET is unset, then one is generated once, kept in DATA_DIR with mode 0600, and reused', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
      const second = loadConfig({ DATA_DIR: dataDir }).sessionSecret;

      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
      expect(fs.statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
