import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PORTAL_MODULES } from '@portal/platform/federation/modules';

interface ComposeService {
  build?: { target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  image?: string;
}

const compose = parse(readFileSync(path.join(__dirname, '..', 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const { services } = compose;

describe('docker-compose.yml', () => {
  test('runs postgres, the gateway, the shell and every remote as its own service', () => {
    expect(Object.keys(services).sort()).toEqual(['gateway', 'host', 'postgres', ...PORTAL_MODULES.map((m) => m.folder)].sort());
    expect(services.gateway?.build?.target).toBe('gateway');
    expect(services.host?.build?.args).toEqual({ MODULE: 'host', CONF: 'host' });
  });

  test.each(PORTAL_MODULES.map((m) => [m.folder, m.name] as const))('%s is served from its own origin and registered at it', (folder, name) => {
    const service = services[folder];
    expect(service?.build?.target).toBe('static');
    expect(service?.build?.args?.MODULE).toBe(folder);
    const hostPort = service?.ports?.[0]?.split(':')[0];
    expect(services.gateway?.environment?.[`REMOTE_${name.toUpperCase()}_URL`]).toBe(`http://localhost:${hostPort}/mf-manifest.json`);
    expect(services.host?.environment?.REMOTE_ORIGINS).toContain(`http://localhost:${hostPort}`);
  });

  test('the gateway uses the postgres service, not the embedded database', () => {
    expect(services.gateway?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
  });
});
