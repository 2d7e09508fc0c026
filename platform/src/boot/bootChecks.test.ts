import fc from 'fast-check';
import type { ZodType } from 'zod';
import {
  publicBrandSchema,
  remoteRegistrySchema,
  sessionUserSchema,
  systemModeSchema,
} from '@portal/platform-common/contracts';
import { DEFAULT_BRAND as BUILT_IN } from '@portal/platform-common/brand';
import { readPublicBrand, readRemoteRegistry, readSessionUser, readSystemMode } from './bootChecks';

// In jest the built-in logo is a file stub; a brand from the gateway has an address.
const DEFAULT_BRAND = { ...BUILT_IN, logo: '/brand-assets/default/logo.svg' };
const user = {
  username: 'ada',
  email: 'ada@example.com',
  emailConfirmed: false,
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2026-01-02T03:04:05.000Z',
  isAdmin: false,
  roles: ['traveller'],
};
const registry = {
  mfe_search: { manifestUrl: '/remotes/mfe-search/mf-manifest.json', version: '1.0.0', routes: ['/', '/search'] },
  mfe_content: {
    manifestUrl: 'https://cdn.example/content/1.2.0/mf-manifest.json',
    version: '1.2.0',
    routes: ['/about'],
    platform: '^1.0.0',
    area: 'this page',
    navigation: [
      {
        slot: 'header',
        label: 'Support',
        to: '/support',
        icon: 'support',
        order: 30,
        audience: 'everyone',
        end: false,
      },
      { slot: 'legal', label: 'Terms of Service', to: '/terms', order: 10 },
    ],
  },
};

/** Odd values a broken or hostile answer could hold in any field. */
const oddValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    '',
    ' ',
    '#12345',
    '#GGGGGG',
    'red',
    'javascript:alert(1)',
    '//evil.example',
    'url(x)',
    'a;b',
    '/ok',
    'https://x.example/a.png',
    'admin',
    'live',
    true,
    null,
    [],
    {},
  ),
);

/** The valid answer with one field (at any depth) replaced by an odd value, or removed. */
const mutationOf = (valid: Record<string, unknown>) => {
  const paths: string[][] = [];
  const walk = (node: unknown, path: string[]) => {
    if (path.length) paths.push(path);
    if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(valid, []);
  return fc.tuple(fc.constantFrom(...paths), oddValue, fc.boolean()).map(([path, replacement, remove]) => {
    const copy = structuredClone(valid) as Record<string, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    const last = path[path.length - 1] as string;
    if (remove) delete node[last];
    else node[last] = replacement;
    return copy;
  });
};

const candidates = (valid: Record<string, unknown>) => fc.oneof(mutationOf(valid), fc.anything(), fc.constant(valid));

/** The check accepts exactly what the contract accepts and returns what the contract returns. */
const agreesWith = <T>(schema: ZodType<T>, read: (value: unknown) => T | null, valid: Record<string, unknown>) =>
  fc.assert(
    fc.property(candidates(valid), (candidate) => {
      const parsed = schema.safeParse(candidate);
      expect(read(candidate)).toEqual(parsed.success ? parsed.data : null);
    }),
    { numRuns: 500 },
  );

describe("boot checks (the page's first answers, read without zod)", () => {
  test('the session user: exactly the contract', () => agreesWith(sessionUserSchema, readSessionUser, user));
  test('the system mode: exactly the contract', () =>
    agreesWith(systemModeSchema, readSystemMode, { isLiveMode: false, mode: 'test' }));
  test('the remote registry: exactly the contract', () =>
    agreesWith(remoteRegistrySchema, readRemoteRegistry, registry));

  test('the brand: whatever the contract accepts is read the same way', () =>
    fc.assert(
      fc.property(candidates(DEFAULT_BRAND as unknown as Record<string, unknown>), (candidate) => {
        const parsed = publicBrandSchema.safeParse(candidate);
        if (parsed.success) expect(readPublicBrand(candidate)).toEqual(parsed.data);
      }),
      { numRuns: 500 },
    ));

  test.each([
    ['a colour that is not #rrggbb', { theme: { ...DEFAULT_BRAND.theme, primary: 'red;background:url(//x)' } }],
    ['a font name that could leave the CSS value', { theme: { ...DEFAULT_BRAND.theme, font: 'Inter;}' } }],
    ['a javascript: logo', { logo: 'javascript:alert(1)' }],
    ['a protocol-relative social link', { social: { ...DEFAULT_BRAND.social, facebook: '//evil.example' } }],
    ['a tracking id with markup', { trackingId: '"><script>' }],
    ['a key with a slash', { key: '../admin' }],
    ['no name', { name: '  ' }],
  ])('the brand: %s is refused', (_case, change) => {
    const candidate = { ...DEFAULT_BRAND, ...change };
    expect(publicBrandSchema.safeParse(candidate).success).toBe(false);
    expect(readPublicBrand(candidate)).toBeNull();
  });

  test('the default brand reads as itself', () => expect(readPublicBrand(DEFAULT_BRAND)).toEqual(DEFAULT_BRAND));
});
