import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { PORTAL_MODULES } from '@portal/platform-common/federation/modules';

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: EnvVar[];
  ports?: { name: string; containerPort: number }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string }; tcpSocket?: { port: string | number } };
}
interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec: {
    replicas?: number;
    type?: string;
    externalName?: string;
    ports?: { name?: string; port: number }[];
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    strategy?: { rollingUpdate?: { maxUnavailable?: number } };
    template?: {
      metadata?: { labels?: Record<string, string> };
      spec: { containers: Container[]; restartPolicy?: string };
    };
    rules?: { host: string; http: { paths: { path: string; backend: { service: { name: string } } }[] } }[];
    minReplicas?: number;
    scaleTargetRef?: { name: string };
    podSelector?: { matchLabels?: Record<string, string> };
    policyTypes?: string[];
    ingress?: {
      from?: {
        podSelector?: { matchLabels?: Record<string, string> };
        namespaceSelector?: { matchLabels?: Record<string, string> };
      }[];
      ports?: { protocol?: string; port: number }[];
    }[];
  };
}

const dir = path.join(__dirname, 'kubernetes');
const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
const resources: Resource[] = kustomization.resources.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((doc) => doc.toJS() as Resource),
);
const find = (kind: string, name: string): Resource => {
  const found = resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/kubernetes`);
  return found;
};
const containerOf = (resource: Resource): Container => resource.spec.template?.spec.containers[0] as Container;
const envOf = (resource: Resource, name: string): EnvVar | undefined =>
  containerOf(resource).env?.find((variable) => variable.name === name);
const valueOf = (resource: Resource, name: string): string | undefined => envOf(resource, name)?.value;
/** The origin the Ingress serves from this Service at /. */
const originOf = (service: string): string => {
  const rule = find('Ingress', 'portal').spec.rules?.find((candidate) =>
    candidate.http.paths.some((p) => p.path === '/' && p.backend.service.name === service),
  );
  if (!rule) throw new Error(`the Ingress does not serve ${service}`);
  return `https://${rule.host}`;
};

const gateway = find('Deployment', 'gateway');

describe('deploy/kubernetes', () => {
  test('the kustomization applies every manifest in the folder except the example secret', () => {
    const manifests = readdirSync(dir).filter(
      (file) => file.endsWith('.yaml') && !['kustomization.yaml', 'secret.example.yaml'].includes(file),
    );
    expect([...kustomization.resources].sort()).toEqual(manifests.sort());
    expect(resources.some((resource) => resource.kind === 'Secret')).toBe(false);
  });

  test('the gateway is a Deployment of several replicas, ready on /api/health, rolled out without losing capacity', () => {
    expect(gateway.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(gateway.spec.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
    const container = containerOf(gateway);
    expect(container.readinessProbe?.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(container.ports).toContainEqual({ name: 'http', containerPort: 8080 });
    // A database outage must not restart every replica: liveness does not go through the database.
    expect(container.livenessProbe?.httpGet).toBeUndefined();
    const autoscaler = find('HorizontalPodAutoscaler', 'gateway');
    expect(autoscaler.spec.scaleTargetRef?.name).toBe('gateway');
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
  });

  test('the gateway Service selects the gateway pods, and the Ingress sends /api to it', () => {
    const service = find('Service', 'gateway');
    expect(gateway.spec.template?.metadata?.labels).toMatchObject(service.spec.selector as Record<string, string>);
    const api = find('Ingress', 'portal')
      .spec.rules?.flatMap((rule) => rule.http.paths)
      .find((p) => p.path === '/api');
    expect(api?.backend.service.name).toBe('gateway');
  });

  test('every replica gets one session secret and the database URL from the same Secret as the migration Job', () => {
    const job = find('Job', 'portal-migrate-1-0-0');
    for (const name of ['DATABASE_URL', 'SESSION_SECRET']) {
      expect(envOf(gateway, name)?.valueFrom?.secretKeyRef).toMatchObject({ name: 'portal-secrets' });
      expect(envOf(job, name)?.valueFrom).toEqual(envOf(gateway, name)?.valueFrom);
    }
  });

  test('a migration Job runs the migrations with the gateway image, once', () => {
    const job = find('Job', 'portal-migrate-1-0-0');
    expect(containerOf(job).image).toBe(containerOf(gateway).image);
    expect(containerOf(job).command).toEqual(['node_modules/.bin/tsx', 'gateway/src/cli/migrate.ts']);
    expect(job.spec.template?.spec.restartPolicy).toBe('Never');
  });

  test('PostgreSQL is an external managed service: a name for it, no database running in the cluster', () => {
    const postgres = find('Service', 'postgres');
    expect(postgres.spec.type).toBe('ExternalName');
    expect(postgres.spec.externalName).toBeTruthy();
    expect(resources.filter((resource) => resource.kind === 'StatefulSet')).toEqual([]);
    const images = resources.flatMap(
      (resource) => resource.spec?.template?.spec.containers.map((container) => container.image) ?? [],
    );
    expect(images.filter((image) => /postgres/.test(image))).toEqual([]);
  });

  test.each(PORTAL_MODULES.map((m) => [m.folder, m.name] as const))(
    '%s is a static Deployment on its own origin, registered at it',
    (folder, name) => {
      const deployment = find('Deployment', folder);
      expect(containerOf(deployment).image).toContain(`/${folder}:`);
      expect(containerOf(deployment).readinessProbe?.httpGet?.path).toBe('/mf-manifest.json');
      find('Service', folder);
      expect(valueOf(gateway, `REMOTE_${name.toUpperCase()}_URL`)).toBe(`${originOf(folder)}/mf-manifest.json`);
      expect(valueOf(find('Deployment', 'host'), 'REMOTE_ORIGINS')?.split(' ')).toContain(originOf(folder));
      expect(valueOf(deployment, 'SHELL_ORIGIN')).toBe(originOf('host'));
    },
  );

  test('test-mode payments go to one Stripe sandbox that every replica shares', () => {
    const sandbox = find('Deployment', 'stripe-sandbox');
    expect(sandbox.spec.replicas).toBe(1);
    expect(containerOf(sandbox).command).toContain('sandboxes/stripe/src/main.ts');
    const port = containerOf(sandbox).ports?.[0]?.containerPort;
    find('Service', 'stripe-sandbox');
    expect(valueOf(gateway, 'SANDBOX_STRIPE_URL')).toBe(`http://stripe-sandbox:${port}`);
  });

  test("the Stripe sandbox sends its webhook events to the gateway Service, signed with the Secret's webhook secret the gateways verify with", () => {
    const sandbox = find('Deployment', 'stripe-sandbox');
    const fromSecret = { secretKeyRef: { name: 'portal-secrets', key: 'stripe-webhook-secret' } };
    expect(valueOf(sandbox, 'SANDBOX_STRIPE_WEBHOOK_URL')).toBe(
      `http://gateway:${find('Service', 'gateway').spec.ports?.[0]?.port}/api/webhooks/stripe`,
    );
    expect(envOf(sandbox, 'SANDBOX_STRIPE_WEBHOOK_SECRET')?.valueFrom).toEqual(fromSecret);
    expect(envOf(gateway, 'STRIPE_WEBHOOK_SECRET')?.valueFrom).toEqual(fromSecret);
  });

  test('the Stripe sandbox takes its keys from the Secret, as the gateways do; only gateway pods may reach it (NetworkPolicy); nothing routes to it', () => {
    const sandbox = find('Deployment', 'stripe-sandbox');
    // The gateway refuses to start with SANDBOX_STRIPE_URL unless it has both of that sandbox's keys.
    for (const [name, key] of [
      ['SANDBOX_STRIPE_KEY', 'stripe-sandbox-key'],
      ['SANDBOX_STRIPE_PUBLISHABLE_KEY', 'stripe-sandbox-publishable-key'],
    ]) {
      const fromSecret = { secretKeyRef: { name: 'portal-secrets', key } };
      expect(envOf(sandbox, name as string)?.valueFrom).toEqual(fromSecret);
      expect(envOf(gateway, name as string)?.valueFrom).toEqual(fromSecret);
      expect(envOf(sandbox, name as string)?.value).toBeUndefined();
    }

    const policy = find('NetworkPolicy', 'stripe-sandbox');
    expect(policy.spec.podSelector?.matchLabels).toEqual({ 'app.kubernetes.io/name': 'stripe-sandbox' });
    expect(sandbox.spec.template?.metadata?.labels).toMatchObject({ 'app.kubernetes.io/name': 'stripe-sandbox' });
    expect(policy.spec.policyTypes).toEqual(['Ingress']);
    expect(policy.spec.ingress).toEqual([
      {
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }],
        ports: [{ protocol: 'TCP', port: containerOf(sandbox).ports?.[0]?.containerPort }],
      },
    ]);
    expect(gateway.spec.template?.metadata?.labels).toMatchObject({ 'app.kubernetes.io/name': 'gateway' });

    const routed = find('Ingress', 'portal').spec.rules?.flatMap((rule) => rule.http.paths) ?? [];
    expect(routed.filter((p) => p.backend.service.name === 'stripe-sandbox' || p.path.startsWith('/sandbox'))).toEqual(
      [],
    );
  });

  // Finding (outside test, round three): the gateway trusted one proxy hop from any pod, with no
  // NetworkPolicy; the example DATABASE_URL had no sslmode.
  test('only the ingress controller (and the Stripe sandbox, for its webhooks) may reach the gateways, which trust that one hop', () => {
    const policy = find('NetworkPolicy', 'gateway');
    expect(policy.spec.podSelector?.matchLabels).toEqual({ 'app.kubernetes.io/name': 'gateway' });
    expect(policy.spec.policyTypes).toEqual(['Ingress']);
    expect(policy.spec.ingress).toEqual([
      {
        from: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
            podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } },
          },
          { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'stripe-sandbox' } } },
        ],
        ports: [{ protocol: 'TCP', port: containerOf(gateway).ports?.[0]?.containerPort }],
      },
    ]);
    expect(valueOf(gateway, 'TRUST_PROXY')).toBe('1');
  });

  test('the example database URL asks for TLS', () => {
    const secret = parse(readFileSync(path.join(dir, 'secret.example.yaml'), 'utf8')) as {
      stringData: Record<string, string>;
    };
    expect(new URL(secret.stringData['database-url'] ?? '').searchParams.get('sslmode')).toBe('require');
  });

  test("browsers reach the Stripe sandbox where SANDBOX_STRIPE_PUBLIC_URL says: a port-forward of its Service on the tester's loopback, another origin than the portal's", () => {
    const port = find('Service', 'stripe-sandbox').spec.ports?.[0]?.port;
    expect(valueOf(gateway, 'SANDBOX_STRIPE_PUBLIC_URL')).toBe(`http://localhost:${port}`);
    expect(readFileSync(path.join(dir, 'stripe-sandbox.yaml'), 'utf8')).toContain(
      `kubectl -n flight-portal port-forward svc/stripe-sandbox ${port}:${port}`,
    );
    expect(valueOf(gateway, 'SANDBOX_STRIPE_PUBLIC_URL')).not.toBe(originOf('host'));
  });

  test("Stripe's publishable keys come from the Secret beside its secret keys, optional as they are", () => {
    for (const [name, key] of [
      ['STRIPE_TEST_KEY', 'stripe-test-key'],
      ['STRIPE_LIVE_KEY', 'stripe-live-key'],
      ['STRIPE_TEST_PUBLISHABLE_KEY', 'stripe-test-publishable-key'],
      ['STRIPE_LIVE_PUBLISHABLE_KEY', 'stripe-live-publishable-key'],
    ]) {
      expect(envOf(gateway, name as string)?.valueFrom).toEqual({
        secretKeyRef: { name: 'portal-secrets', key, optional: true },
      });
    }
  });

  test('the example Secret names every key the manifests read from it', () => {
    const example = parse(readFileSync(path.join(dir, 'secret.example.yaml'), 'utf8')) as {
      metadata: { name: string };
      stringData: Record<string, string>;
    };
    const read = resources
      .flatMap((resource) => resource.spec?.template?.spec.containers.flatMap((container) => container.env ?? []) ?? [])
      .flatMap((variable) => {
        const ref = variable.valueFrom?.secretKeyRef;
        return ref?.name === example.metadata.name ? [ref.key] : [];
      });
    expect(read).toContain('stripe-sandbox-publishable-key');
    expect(Object.keys(example.stringData).sort()).toEqual([...new Set(read)].sort());
    expect(example.stringData['stripe-sandbox-publishable-key']).toMatch(/^pk_test_[A-Za-z0-9_]{16,}$/);
  });

  test('no gateway turns the sandbox controls on (the gateways run with NODE_ENV=production, which refuses them)', () => {
    expect(valueOf(gateway, 'NODE_ENV')).toBe('production');
    expect(valueOf(gateway, 'SANDBOX_CONTROLS') ?? 'off').toBe('off');
    expect(envOf(gateway, 'SANDBOX_CONTROLS_TOKEN')).toBeUndefined();
  });
});
