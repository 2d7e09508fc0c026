import { JSDOM } from 'jsdom';
import type { RemoteRegistry } from '@portal/platform/contracts';
import { renderShell } from './shellDocument';
import { frameBrandOf, shellFrame, type FrameBrand, type FrameVisitor } from './shellFrame';
import type { BootState } from './bootState';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><link rel=icon href=data:,><title>Flight Booking</title>' +
  '<script defer src=/main.js></script></head><body><noscript>JS</noscript><div id=root></div></body></html>';

const SUNJET: FrameBrand = {
  name: 'SunJet Travel',
  logo: '/brand-assets/sunjet-logo.svg',
  theme: { primary: '#c2410c', accent: '#facc15', background: '#fffbf5', text: '#1c1917', font: 'Poppins' },
  contact: { phone: '+1 (800) 555-0100', hours: '24/7' },
};

const STATE: BootState = { mode: { isLiveMode: false, mode: 'test' }, user: null, remotes: {}, owner: null };

const served = (brand: FrameBrand | undefined, url: string, visitor: Partial<FrameVisitor> = {}): string => {
  const [path = '/', query = ''] = url.split('?');
  const frame = shellFrame(
    brand,
    { path, query: new URLSearchParams(query), now: new Date(2026, 11, 27, 10) },
    { asksConsent: false, ...visitor },
  );
  return renderShell(TEMPLATE, STATE, [], frame);
};

/** The page as a browser without JavaScript shows it: the root element's markup. */
const rootOf = (html: string): string => /<div id=root>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

describe("the page's frame, painted before any script runs", () => {
  test("when a brand's page is served, then its title, favicon, colours, font and logo are in the HTML", () => {
    const html = served(SUNJET, '/');

    expect(html).toContain('<title>SunJet Travel Flight Booking</title>');
    expect(html).not.toContain('<title>Flight Booking</title>');
    expect(html).toContain('<link rel="icon" href="/brand-assets/sunjet-logo.svg">');
    expect(html).not.toContain('href=data:,');
    expect(html).toMatch(/<style>[^<]*background-color:#fffbf5[^<]*<\/style>/);
    expect(html).toMatch(/<style>[^<]*font-family:"Poppins", system-ui/);
    expect(html).toMatch(/<style>[^<]*linear-gradient\(135deg, #872d08 0%, #c2410c 100%\)/);
    expect(rootOf(html)).toContain(
      '<a class="pf-logo" href="/"><img src="/brand-assets/sunjet-logo.svg" alt="SunJet Travel"></a>',
    );
  });

  test("when another brand is served, then the page carries its colours, not the first one's", () => {
    const teal = served(
      { ...SUNJET, name: 'SkyTeal Travel', theme: { primary: '#0f766e', background: '#ffffff' } },
      '/',
    );

    expect(teal).toContain('<title>SkyTeal Travel Flight Booking</title>');
    expect(teal).not.toContain('#c2410c');
    expect(teal).toContain('#0f766e');
  });

  test('when a visitor has not made their cookie choice, then the banner is painted first in the page, its buttons waiting for the script', () => {
    const root = rootOf(served(SUNJET, '/booking?offer=off_1&adults=1', { asksConsent: true }));
    const banner = /<section class="pf-consent"[\s\S]*?<\/section>/.exec(root)?.[0] ?? '';

    expect(root.indexOf('<section class="pf-consent"')).toBeLessThan(root.indexOf('<header'));
    expect(banner).toContain('<h2 id="pf-consent-title">Your cookie choices</h2>');
    expect(banner).toContain(
      '<p>Strictly necessary cookies keep sign-in and booking working. With your consent we also use preference, analytics and marketing cookies. <a href="/cookies">How we use cookies</a></p>',
    );
    expect(banner.match(/<button[^>]*>[^<]*<\/button>/g)).toEqual([
      '<button type="button" class="pf-text" disabled>Customize</button>',
      '<button type="button" class="pf-outlined" disabled>Reject non-essential</button>',
      '<button type="button" class="pf-contained" disabled>Accept all</button>',
    ]);
    expect(served(SUNJET, '/', { asksConsent: true })).toMatch(
      /<style>[^<]*\.pf-consent \.pf-contained\{[^}]*background-color:#c2410c/,
    );
  });

  test('when the visitor has chosen, then neither the banner nor its styles are in the page', () => {
    const html = served(SUNJET, '/', { asksConsent: false });

    expect(html).not.toContain('pf-consent');
    expect(html).not.toContain('Your cookie choices');
  });

  test.each([
    ['/', 'Cheap flights, found by people who know travel'],
    ['/search?origin=jfk&destination=LHR&departureDate=2026-12-27&adults=1', 'JFK → LHR'],
    ['/search?from_origin=JFK&from_destination=CDG&from_departureDate=2026-12-27', 'JFK → CDG'],
    ['/booking?offer=off_123&adults=1', 'Complete your booking'],
  ])('when %s is served, then its main heading is painted as its module will render it', (url, heading) => {
    expect(rootOf(served(SUNJET, url))).toContain(`<h1>${heading}</h1>`);
  });

  test('when a results page is served, then the flexible-dates strip has its place before the offers arrive', () => {
    const root = rootOf(served(SUNJET, '/search?origin=JFK&destination=LHR&departureDate=2026-12-27'));

    expect(root).toContain('<h2>Flexible dates</h2>');
    expect(root.match(/pf-days">((<span class="pf-bone"><\/span>)+)/)?.[1]?.match(/pf-bone/g)).toHaveLength(7);
  });

  test.each([
    ['/search'],
    ['/search?origin=<script>&destination=LHR&departureDate=2026-12-27'],
    ['/booking'],
    ['/booking?offer=off_1&booking=b_1'],
    ['/my-trips'],
  ])('when %s is served, then no heading is guessed: the main area is empty and a screen tall', (url) => {
    const root = rootOf(served(SUNJET, url));

    expect(root).toContain('<main class="pf-main" id="portal-frame-main"></main>');
    expect(served(SUNJET, url)).toMatch(/\.pf-main\{flex:1 0 auto;min-height:100vh\}/);
  });

  test('when a brand name, logo address or font is written like markup, then it stays text and cannot end the style', () => {
    const attack = '</title><script>alert(1)</script>"\'&';
    const html = served(
      {
        name: attack,
        logo: '/x.svg" onerror="alert(1)',
        theme: { font: 'x}</style><script>alert(1)</script>', primary: 'red;}' },
        contact: { phone: '+1 <script>alert(1)</script>', hours: '</span><script>alert(1)</script>' },
      },
      '/',
    );

    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('onerror="');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp; Flight Booking</title>',
    );
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script defer src=/main.js>',
      '<script type="application/json" id="portal-boot">',
    ]);
  });

  test('when a brand name holds a replacement pattern, then it is written as it is', () => {
    expect(served({ ...SUNJET, name: "Fly $& $' $1" }, '/')).toContain(
      '<title>Fly $&amp; $&#39; $1 Flight Booking</title>',
    );
  });

  test('when no brand is known for the host, then the frame keeps the layout without a logo and the title stays neutral', () => {
    const html = served(undefined, '/');

    expect(html).toContain('<title>Flight Booking</title>');
    expect(rootOf(html)).not.toContain('<img');
    expect(rootOf(html)).toContain('<h1>Cheap flights, found by people who know travel</h1>');
  });

  test('the inlined brand answer reads as a frame brand; none, or one that is not a brand, as none', () => {
    expect(frameBrandOf(JSON.stringify({ ...SUNJET, key: 'sunjet.travel', domains: [] }))).toEqual(SUNJET);
    expect(frameBrandOf(JSON.stringify({ name: 'X', logo: '/x.svg' }))?.contact).toEqual({
      phone: '+1 (888) 325-5180',
      hours: 'Mon-Fri 9am-6pm EST',
    });
    expect(frameBrandOf(null)).toBeUndefined();
    expect(frameBrandOf('{"name":1}')).toBeUndefined();
    expect(frameBrandOf('not json')).toBeUndefined();
  });
});

describe('the header, painted for the viewer the boot state names', () => {
  const REGISTRY: RemoteRegistry = {
    mfe_search: {
      manifestUrl: '/remotes/mfe-search/mf-manifest.json',
      version: '1.0.0',
      routes: ['/'],
      navigation: [{ slot: 'header', label: 'Home', to: '/', order: 10, end: true }],
    },
  };
  const signedIn = { username: 'framer', firstName: 'Framella', email: 'framer@example.org', isAdmin: false };
  const header = (visitor: Partial<FrameVisitor>) =>
    JSDOM.fragment(rootOf(served(SUNJET, '/', visitor))).querySelector('header');

  test("the shell's visitor reaches the header: a guest's Sign In, a signed-in user's account button, the registry's links", () => {
    expect(header({ user: null, registry: REGISTRY })?.querySelector('a[href="/login"]')?.textContent).toBe('Sign In');
    expect(
      header({ user: signedIn, registry: REGISTRY })?.querySelector('.pf-account')?.getAttribute('aria-label'),
    ).toBe('Account menu for Framella');
    expect(header({ registry: REGISTRY })?.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Home');
  });
});

describe('the home page painted whole, and the other pages', () => {
  test("the home page carries its form, with the day's default dates, its styles and the brand's line", () => {
    const html = served(SUNJET, '/');
    const home = JSDOM.fragment(rootOf(html));

    expect(home.querySelector('[data-testid="home-frame"] form[action="/search"]')).not.toBeNull();
    expect(home.querySelector<HTMLInputElement>('input[name="departureDate"]')?.value).toBe('2026-12-28');
    expect(home.querySelector<HTMLInputElement>('input[name="returnDate"]')?.value).toBe('2027-01-04');
    expect(home.querySelector('input[name="departureDate"]')?.getAttribute('min')).toBe('2026-12-27');
    expect(home.querySelector('.pf-hero a[href^="tel:"]')?.textContent).toBe('Call +1 (800) 555-0100');
    expect(html).toMatch(/<style>[^<]*\.pf-cta\{/);
  });

  test("without a known brand, the home page takes the default brand's name and line, as the shell does", () => {
    const home = JSDOM.fragment(rootOf(served(undefined, '/')));

    expect(home.querySelector('#pf-highlights-title')?.textContent).toBe('Why travellers book with SkyTeal Travel');
    expect(home.querySelector('.pf-hero a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+18883255180');
  });

  test.each([['/search?origin=JFK&destination=LHR&departureDate=2026-12-27'], ['/booking?offer=off_1'], ['/my-trips']])(
    'when %s is served, then it keeps its own frame: no home page, none of its styles',
    (url) => {
      const html = served(SUNJET, url);

      expect(html).not.toContain('data-testid="home-frame"');
      expect(html).not.toContain('.pf-cta{');
      expect(html).toMatch(/<style>[^<]*\.pf-nav-link\{/);
      expect(rootOf(html)).toContain('<header class="pf-header">');
    },
  );
});
