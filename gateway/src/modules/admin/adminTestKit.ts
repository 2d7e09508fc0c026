import type { Express, Router } from 'express';
import type { Brand } from '@portal/platform-common/contracts';
import { SEED_BRANDS } from '../../db/seeds/brands';
import { guest, signIn, signInAs } from '../../../test/users';
import { ADMIN, type TestApp } from '../../../test/testApp';

/** A valid brand to create or replace with; `key` doubles as its only domain. */
export const brandFixture = (key: string, overrides: Partial<Brand> = {}): Brand => ({
  ...(SEED_BRANDS[0] as Brand),
  key,
  name: `Brand ${key}`,
  domains: [key],
  logo: `https://cdn.example.com/${key}/logo.svg`,
  ...overrides,
});

/** One signed-in browser per role the admin routes must tell apart, and a guest. */
export const roleAgents = async (t: TestApp, prefix: string) => ({
  guest: await guest(t),
  traveller: await signInAs(t, `${prefix}traveller`, ['traveller']),
  editor: await signInAs(t, `${prefix}editor`, ['traveller', 'editor']),
  admin: await signIn(t, ADMIN.username, ADMIN.password),
});

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: Router & { stack?: Layer[] };
}

/** "METHOD /path" of every route the app serves under /api/admin, read from the router itself. */
export const adminRoutesOf = (app: Express): string[] => {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route?.path.startsWith('/api/admin')) {
        for (const method of Object.keys(layer.route.methods))
          found.push(`${method.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found.sort();
};
