/**
 * @jest-environment node
 */
import { renderShellFirstPaint } from './firstPaint.server';

const SUNJET = {
  key: 'sunjet.travel',
  name: 'SunJet Travel',
  domains: ['sunjet.travel'],
  logo: '/brand-assets/sunjet-logo.svg',
  theme: {
    primary: '#ea580c',
    secondary: '#9a3412',
    accent: '#0ea5e9',
    background: '#fffbf5',
    text: '#1c1917',
    font: 'Poppins',
  },
  contact: {
    email: 'help@sunjet.travel',
    phone: '+1 (800) 555-0199',
    address: '1 Beach Road, Miami, FL',
    hours: '24/7',
  },
  social: { facebook: '', twitter: '', instagram: '' },
  trackingId: '',
};

const REGISTRY = {
  mfe_search: {
    manifestUrl: '/remotes/mfe-search/mf-manifest.json',
    version: '1.0.0',
    routes: ['/', '/search'],
    navigation: [{ slot: 'header', label: 'Home', to: '/', icon: 'home', order: 10, end: true }],
  },
  mfe_content: {
    manifestUrl: '/remotes/mfe-content/mf-manifest.json',
    version: '1.0.0',
    routes: ['/support'],
    navigation: [
      { slot: 'header', label: 'Support', to: '/support', icon: 'support', order: 30 },
      { slot: 'footer', label: 'Support', to: '/support', order: 40 },
    ],
  },
};

const TRAVELLER = {
  username: 'jane',
  email: 'jane@example.com',
  emailConfirmed: true,
  firstName: 'Jane',
  lastName: 'Doe',
  createdAt: '2026-01-01T00:00:00.000Z',
  isAdmin: false,
  roles: ['traveller'],
};

const paint = (url: string, { user = null as unknown, consentChosen = false } = {}) =>
  renderShellFirstPaint({
    url,
    boot: {
      brand: { key: SUNJET.key, answer: SUNJET },
      mode: { isLiveMode: false, mode: 'test' },
      user,
      remotes: REGISTRY,
    },
    consentChosen,
  });

const headerOf = (html: string) => /<header\b.*?<\/header>/s.exec(html)?.[0] ?? '';
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("the shell's first paint, sent before any script runs", () => {
  test("when a guest opens a page, then the header shows the brand's logo, the registered modules' links with the page's marked, and Sign In", async () => {
    const { html, title, icon, slot } = await paint('/support');
    const header = headerOf(html);

    expect(title).toBe('SunJet Travel Flight Booking');
    expect(icon).toBe('/brand-assets/sunjet-logo.svg');
    expect(header).toContain('alt="SunJet Travel"');
    expect(textOf(header)).toMatch(/Home Support .*Sign In Sign Up/);
    expect(header).toMatch(
      /<a [^>]*aria-current="page"[^>]*href="\/support"|<a [^>]*href="\/support"[^>]*aria-current="page"/,
    );
    expect(html).toContain(slot);
  });

  test('when a signed-in traveller opens a page, then the header names them as the app will, with no Sign In', async () => {
    const header = headerOf((await paint('/', { user: TRAVELLER })).html);

    expect(header).toContain('aria-label="Account menu for Jane"');
    expect(textOf(header)).not.toContain('Sign In');
  });

  test('when the visitor has not made their cookie choice, then the banner is painted; once they have, it is not', async () => {
    expect(textOf((await paint('/')).html)).toContain('Your cookie choices');
    expect(textOf((await paint('/', { consentChosen: true })).html)).not.toContain('Your cookie choices');
  });

  test('when a page is painted, then its footer links are there but no field whose typing the app would drop when it draws the page anew', async () => {
    const { html } = await paint('/');
    const footer = /<footer\b.*?<\/footer>/s.exec(html)?.[0] ?? '';

    expect(footer).toContain('href="/support"');
    expect(footer).not.toMatch(/<input\b/);
  });

  test("when the page is painted, then its styles come with it, drawn in the brand's colours", async () => {
    const { styles } = await paint('/');

    expect(styles).toContain('<style data-emotion="portal ');
    expect(styles.toLowerCase()).toContain('#fffbf5');
  });
});
