import { JSDOM } from 'jsdom';
import type { RemoteRegistry, SessionUser } from '@portal/platform/contracts';
import { headerFrame } from './headerFrame';
import { frameUserOf } from './headerFrameNav';
import { headerFrameStyle } from './headerFrameStyle';

const REGISTRY: RemoteRegistry = {
  mfe_search: {
    manifestUrl: '/remotes/mfe-search/mf-manifest.json',
    version: '1.0.0',
    routes: ['/', '/search'],
    navigation: [
      { slot: 'header', label: 'Home', to: '/', order: 10, end: true },
      { slot: 'footer', label: 'Search flights', to: '/', order: 20 },
    ],
  },
  mfe_account: {
    manifestUrl: '/remotes/mfe-account/mf-manifest.json',
    version: '1.0.0',
    routes: ['/my-trips', '/login'],
    navigation: [
      { slot: 'header', label: 'My Trips', to: '/my-trips', order: 20 },
      { slot: 'header', label: 'Deals for you', to: '/deals', order: 25, audience: 'guest' },
      { slot: 'header', label: 'Saved', to: '/saved', order: 26, audience: 'signedIn' },
    ],
  },
  mfe_content: {
    manifestUrl: '/remotes/mfe-content/mf-manifest.json',
    version: '1.0.0',
    routes: ['/support'],
    navigation: [{ slot: 'header', label: 'Support', to: '/support', order: 15 }],
  },
  mfe_admin: {
    manifestUrl: '/remotes/mfe-admin/mf-manifest.json',
    version: '1.0.0',
    routes: ['/admin-settings', '/admin/*'],
    navigation: [{ slot: 'admin', label: 'Admin Panel', to: '/admin-settings', order: 10, audience: 'admin' }],
  },
};

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  username: 'framer',
  email: 'framer@example.org',
  emailConfirmed: true,
  firstName: 'Framella',
  lastName: 'Doe',
  createdAt: '2026-01-01T00:00:00.000Z',
  isAdmin: false,
  roles: ['traveller'],
  ...overrides,
});

/** The header painted for this viewer at this path, as a browser without JavaScript parses it. */
const painted = (path: string, viewer: { user?: unknown; registry?: RemoteRegistry } = {}): HTMLElement => {
  const html = headerFrame({
    brand: { name: 'SunJet Travel', logo: '/brand-assets/sunjet-logo.svg' },
    contact: { phone: '+1 (800) 555-0100', hours: '24/7' },
    user: frameUserOf(viewer.user),
    registry: viewer.registry,
    path,
  });
  const header = JSDOM.fragment(html).querySelector('header');
  if (!header) throw new Error('no painted header');
  return header;
};
const texts = (elements: Iterable<Element>): string[] => Array.from(elements, (element) => element.textContent ?? '');

describe("the header's frame, as the shell's Header first renders for the viewer", () => {
  test('a guest sees the main links meant for everyone and guests, the support line, Sign In and Sign Up', () => {
    const header = painted('/support', { user: null, registry: REGISTRY });
    const nav = header.querySelector('nav[aria-label="Main"]');

    expect(Array.from(nav?.querySelectorAll('a') ?? [], (a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Support', '/support'],
      ['My Trips', '/my-trips'],
      ['Deals for you', '/deals'],
    ]);
    expect(texts(header.querySelectorAll('.pf-auth a'))).toEqual(['Sign In', 'Sign Up']);
    expect(header.querySelector('a[href="/login"]')?.className).toContain('pf-outlined');
    expect(header.querySelector('a[href="/register"]')?.className).toContain('pf-contained');
    expect(header.querySelector('.pf-support a')?.getAttribute('href')).toBe('tel:+18005550100');
    expect(texts(header.querySelectorAll('.pf-caption'))).toEqual(['24/7 Support']);
    expect(header.querySelector('[aria-label^="Account menu"]')).toBeNull();
  });

  test("the current page's link, and only it, is marked as current; Home only on its own path", () => {
    const current = (url: string) =>
      texts(painted(url, { registry: REGISTRY }).querySelectorAll('[aria-current="page"]'));

    expect(current('/')).toEqual(['Home']);
    expect(current('/support')).toEqual(['Support']);
    expect(current('/My-Trips/')).toEqual(['My Trips']);
    expect(current('/search')).toEqual([]);
  });

  test('a signed-in traveller gets the account button named as the app names it, their initial, no Sign In', () => {
    const header = painted('/', { user: user(), registry: REGISTRY });
    const account = header.querySelector('button[aria-label="Account menu for Framella"]');

    expect(account?.textContent).toBe('F');
    expect(account?.hasAttribute('data-frame-intent')).toBe(true);
    expect(header.textContent).not.toContain('Sign In');
    expect(texts(header.querySelectorAll('nav a'))).toEqual(['Home', 'Support', 'My Trips', 'Saved']);
    expect(header.querySelector('a[href="/admin-settings"]')).toBeNull();
  });

  test('an admin also gets the Admin Panel link; a user without a first name is named by their username', () => {
    const header = painted('/admin-settings', { user: user({ isAdmin: true, firstName: ' ' }), registry: REGISTRY });
    const admin = header.querySelector('a[href="/admin-settings"]');

    expect(admin?.textContent).toBe('Admin Panel');
    expect(admin?.getAttribute('aria-current')).toBe('page');
    expect(header.querySelector('button[aria-label="Account menu for framer"]')).not.toBeNull();
  });

  test('below md the header is the logo and a menu button that waits for the app; the wide parts are hidden', () => {
    const menu = painted('/', { registry: REGISTRY }).querySelector('button[aria-label="Open menu"]');

    expect(menu?.getAttribute('type')).toBe('button');
    expect(menu?.hasAttribute('data-frame-intent')).toBe(true);
    expect(painted('/').querySelectorAll('.pf-wide')).toHaveLength(2);
    expect(headerFrameStyle()).toMatch(
      /\.pf-wide\{display:none\}.*@media \(min-width:900px\)\{\.pf-wide\{display:flex\}\.pf-menu\{display:none\}\}/,
    );
  });

  test('a user name, link label or address written like markup stays text and opens no tag', () => {
    const attack = '<img src=x onerror=alert(1)>"';
    const registry: RemoteRegistry = {
      mfe_x: {
        manifestUrl: '/x',
        version: '1.0.0',
        routes: ['/x'],
        navigation: [{ slot: 'header', label: attack, to: '/x"><b', order: 1 }],
      },
    };
    const header = painted('/', { user: user({ firstName: attack }), registry });

    expect(header.querySelectorAll('img')).toHaveLength(1);
    expect(header.querySelector('nav a')?.textContent).toBe(attack);
    expect(header.querySelector('nav a')?.getAttribute('href')).toBe('/x"><b');
    expect(header.querySelector('.pf-account')?.getAttribute('aria-label')).toBe(`Account menu for ${attack}`);
  });

  test('a user or registry that does not read as one paints a guest header without links', () => {
    const header = painted('/', { user: { name: 1 }, registry: { broken: {} } as unknown as RemoteRegistry });

    expect(texts(header.querySelectorAll('.pf-auth a'))).toEqual(['Sign In', 'Sign Up']);
    expect(header.querySelectorAll('nav a')).toHaveLength(0);
  });
});
