import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from './config';

const base = { SESSION_SECRET: 'a-session-secret-for-tests' };

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

  test('when a variable is empty, then it counts as unset (docker-compose `KEY=`)', () => {
    expect(loadConfig({ ...base, PORT: '', ADMIN_USERNAME: '' })).toMatchObject({ port: 8080, admin: { username: undefined } });
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
  ])('when %j, then it refuses with a message naming the problem', (env, expected) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(expected);
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
