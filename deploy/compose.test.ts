import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PORTAL_MODULES } from '@portal/platform-common/federation/modules';

interface ComposeService {
  build?: { target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  image?: string;
  command?: string[];
  deploy?: { replicas?: number };
  volumes?: string[];
  depends_on?: string[] | Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  networks?: string[];
  expose?: string[];
}

const compose = parse(readFileSync(path.join(__dirname, '..', 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  networks?: Record<string, { internal?: boolean } | null>;
};
const { services } = compose;

describe('docker-compose.yml', () => {
  test('runs postgres, the gateway, the shell and every remote as its own service', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['gateway', 'gateway-lb', 'host', 'postgres', 'stripe-sandbox', ...PORTAL_MODULES.map((m) => m.folder)].sort(),
    );
    expect(services.gateway?.build?.target).toBe('gateway');
    expect(services.host?.build?.args).toEqual({ MODULE: 'host', CONF: 'host' });
  });

  test.each(PORTAL_MODULES.map((m) => [m.folder, m.name] as const))(
    '%s is served from its own origin and registered at it',
    (folder, name) => {
      const service = services[folder];
      expect(service?.build?.target).toBe('static');
      expect(service?.build?.args?.MODULE).toBe(folder);
      const hostPort = service?.ports?.[0]?.split(':')[0];
      expect(services.gateway?.environment?.[`REMOTE_${name.toUpperCase()}_URL`]).toBe(
        `http://localhost:${hostPort}/mf-manifest.json`,
      );
      expect(services.host?.environment?.REMOTE_ORIGINS).toContain(`http://localhost:${hostPort}`);
    },
  );

  test('the gateway uses the postgres service, not the embedded database', () => {
    expect(services.gateway?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
  });

  // Findings (outside test, round three, info): compose hard-coded the database password; nginx 1.27 was past support.
  test('the database password is given by whoever starts it, never a known string', () => {
    expect(services.postgres?.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(services.gateway?.environment?.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?}@postgres');
  });

  test('every nginx is the supported stable line', () => {
    const dockerfile = readFileSync(path.join(__dirname, 'Dockerfile'), 'utf8');
    expect([...dockerfile.matchAll(/^FROM (nginx:\S+)/gm)].map((match) => match[1])).toEqual(['nginx:stable-alpine']);
    expect(services['gateway-lb']?.image).toBe('nginx:stable-alpine');
  });
});

describe('docker-compose.yml scales the gateway out', () => {
  const gateway = services.gateway as ComposeService;
  const template = (name: string) => readFileSync(path.join(__dirname, name), 'utf8');

  test('the gateway runs as several replicas that publish no port of their own and report their health', () => {
    expect(gateway.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(gateway.ports).toBeUndefined();
    expect(gateway.healthcheck?.test.join(' ')).toContain('/api/health');
  });

  test('every replica signs sessions with one secret and reaches one payment sandbox', () => {
    expect(gateway.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    const sandbox = services['stripe-sandbox'];
    expect(sandbox?.command?.join(' ')).toContain('sandboxes/stripe/src/main.ts');
    expect(gateway.environment?.SANDBOX_STRIPE_URL).toBe(
      `http://stripe-sandbox:${sandbox?.environment?.SANDBOX_STRIPE_PORT}`,
    );
    expect(sandbox?.environment?.SANDBOX_STRIPE_HOST).toBe('0.0.0.0');
  });

  test('the shell proxies /api to an nginx that balances over the replicas, and the gateway trusts exactly those two hops', () => {
    const lb = services['gateway-lb'];
    expect(lb?.image).toMatch(/^nginx:/);
    expect(lb?.volumes).toContain(
      './deploy/nginx-gateway-lb.conf.template:/etc/nginx/templates/default.conf.template:ro',
    );
    expect(template('nginx-gateway-lb.conf.template')).toMatch(/upstream gateways \{[^}]*server gateway:8080 resolve;/);
    expect(template('nginx-gateway-lb.conf.template')).toContain('proxy_pass http://gateways;');
    expect(services.host?.environment?.GATEWAY_ORIGIN).toBe('http://gateway-lb:8080');
    expect(template('nginx-host.conf.template')).toContain('proxy_pass ${GATEWAY_ORIGIN};');
    expect(gateway.environment?.TRUST_PROXY).toBe('2');
  });
});

describe('docker-compose.yml exposes no sandbox API and ships no known secret', () => {
  const gateway = services.gateway as ComposeService;
  const stripeSandbox = services['stripe-sandbox'] as ComposeService;
  /** `${VAR:?message}`: compose refuses to start while VAR is unset or empty. */
  const required = (name: string) => new RegExp(`^\\$\\{${name}:\\?.{20,}\\}$`);

  test('SESSION_SECRET, SANDBOX_STRIPE_KEY, SANDBOX_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET have no default: compose refuses to start without them, saying how to make one', () => {
    expect(gateway.environment?.SESSION_SECRET).toMatch(required('SESSION_SECRET'));
    expect(gateway.environment?.SANDBOX_STRIPE_KEY).toMatch(required('SANDBOX_STRIPE_KEY'));
    expect(gateway.environment?.SANDBOX_STRIPE_PUBLISHABLE_KEY).toMatch(required('SANDBOX_STRIPE_PUBLISHABLE_KEY'));
    expect(gateway.environment?.SANDBOX_STRIPE_PUBLISHABLE_KEY).toContain('pk_test_$(openssl rand -hex 24)');
    expect(gateway.environment?.STRIPE_WEBHOOK_SECRET).toMatch(required('STRIPE_WEBHOOK_SECRET'));
    // The gateway refuses to start with SANDBOX_STRIPE_URL unless it has both of that sandbox's keys.
    expect(stripeSandbox.environment?.SANDBOX_STRIPE_KEY).toBe(gateway.environment?.SANDBOX_STRIPE_KEY);
    expect(stripeSandbox.environment?.SANDBOX_STRIPE_PUBLISHABLE_KEY).toBe(
      gateway.environment?.SANDBOX_STRIPE_PUBLISHABLE_KEY,
    );
    for (const service of Object.values(services)) {
      for (const value of Object.values(service.environment ?? {}))
        expect(value).not.toMatch(
          /\$\{(SESSION_SECRET|SANDBOX_STRIPE_KEY|SANDBOX_STRIPE_PUBLISHABLE_KEY|STRIPE_WEBHOOK_SECRET):?-/,
        );
    }
  });

  test("Stripe's keys pass through from the environment like the secret keys, empty when unset (test mode then runs on the sandbox)", () => {
    for (const name of [
      'STRIPE_TEST_KEY',
      'STRIPE_LIVE_KEY',
      'STRIPE_TEST_PUBLISHABLE_KEY',
      'STRIPE_LIVE_PUBLISHABLE_KEY',
    ]) {
      expect(gateway.environment?.[name]).toBe(`\${${name}:-}`);
    }
  });

  test('the Stripe sandbox sends its webhook events to the gateway replicas, signed with the secret they verify with', () => {
    expect(stripeSandbox.environment?.SANDBOX_STRIPE_WEBHOOK_URL).toBe('http://gateway:8080/api/webhooks/stripe');
    expect(stripeSandbox.environment?.SANDBOX_STRIPE_WEBHOOK_SECRET).toBe(gateway.environment?.STRIPE_WEBHOOK_SECRET);
    // The gateways are on the sandbox's network, so the name reaches them from there.
    expect(gateway.networks).toContain('payments');
  });

  test("the gateways reach the Stripe sandbox's API on an internal network that only they and the sandbox join", () => {
    expect(compose.networks?.payments?.internal).toBe(true);
    const onPayments = Object.entries(services)
      .filter(([, service]) => service.networks?.includes('payments'))
      .map(([name]) => name);
    expect(onPayments.sort()).toEqual(['gateway', 'stripe-sandbox']);
  });

  test("browsers reach the Stripe sandbox (its Stripe.js, card frame, 3-D Secure page) on this machine's loopback only, on an origin other than the portal's", () => {
    const port = stripeSandbox.environment?.SANDBOX_STRIPE_PORT;
    expect(stripeSandbox.ports).toEqual([`127.0.0.1:${port}:${port}`]);
    expect(gateway.environment?.SANDBOX_STRIPE_PUBLIC_URL).toBe(`http://localhost:${port}`);
    const portal = `http://localhost:${services.host?.ports?.[0]?.split(':')[0]}`;
    expect(new URL(gateway.environment?.SANDBOX_STRIPE_PUBLIC_URL ?? '').origin).not.toBe(portal);
    // Docker publishes no port of a container that is only on internal networks: the sandbox has a
    // network of its own for that, which no other service joins.
    const others = (stripeSandbox.networks ?? []).filter((network) => network !== 'payments');
    expect(others).toHaveLength(1);
    const [browserNetwork] = others as [string];
    expect(compose.networks?.[browserNetwork]?.internal).toBeFalsy();
    const onBrowserNetwork = Object.entries(services)
      .filter(([, service]) => service.networks?.includes(browserNetwork))
      .map(([name]) => name);
    expect(onBrowserNetwork).toEqual(['stripe-sandbox']);
  });

  test('every other published port is a front-end origin; the gateways and PostgreSQL publish none', () => {
    const publishing = Object.entries(services)
      .filter(([, service]) => service.ports?.length)
      .map(([name]) => name);
    expect(publishing.sort()).toEqual(['host', 'stripe-sandbox', ...PORTAL_MODULES.map((m) => m.folder)].sort());
  });

  test('no service turns the sandbox controls on, and the shell proxies nothing under /sandbox/', () => {
    for (const service of Object.values(services)) expect(service.environment?.SANDBOX_CONTROLS ?? 'off').toBe('off');
    const host = readFileSync(path.join(__dirname, 'nginx-host.conf.template'), 'utf8');
    const proxied = [...host.matchAll(/location ~ \^\/\(([^)]*)\)\//g)].flatMap((match) => (match[1] ?? '').split('|'));
    expect(proxied.sort()).toEqual(['api', 'brand-assets']);
    expect(host).not.toMatch(/location[^{]*sandbox/);
  });
});
