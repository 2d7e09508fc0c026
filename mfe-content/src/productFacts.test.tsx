import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { DEFAULT_BRAND, type PublicBrand } from '@portal/platform';
import { CONTENT_PAGES } from '@portal/platform/contracts';
import { unkeptPromises } from '@portal/platform/product-facts';
import { json, mockGateway, pageText, renderWithProviders } from '@portal/platform/testing';
import { ContactPage } from './features/contact/ContactPage';
import { CookiesPage } from './features/cookies/CookiesPage';
import { FaqPage } from './features/faq/FaqPage';
import { SupportPage } from './features/support/SupportPage';
import { StaticContentPage } from './shared/StaticContentPage';
import { brandState, sunjet } from './testing/contentFixtures';

// Each page of this module as a brand's visitors read it, with the texts it ships (the gateway
// is made to fail, so the module's own defaults show), against the product facts
// (platform-common/src/contentDefaults/productFacts.ts).

const PAGES: [path: string, page: ReactElement, ready: () => Promise<unknown>][] = [
  [
    '/support',
    <SupportPage key="support" />,
    () => screen.findByRole('button', { name: 'How do I change or cancel my booking?' }),
  ],
  [
    '/faq',
    <FaqPage key="faq" />,
    () => screen.findByRole('button', { name: 'How far in advance can I book a flight?' }),
  ],
  ['/contact', <ContactPage key="contact" />, () => screen.findByRole('region', { name: 'Other ways to reach us' })],
  ['/cookies', <CookiesPage key="cookies" />, () => screen.findByRole('table')],
  ...(['privacy', 'terms', 'cancellation-policy', 'about', 'expedia'] as const).map(
    (slug): [string, ReactElement, () => Promise<unknown>] => [
      `/${slug}`,
      <StaticContentPage key={slug} slug={slug} />,
      () => screen.findAllByRole('heading', { level: 2 }),
    ],
  ),
];

const gatewayDown = () =>
  mockGateway(
    Object.fromEntries(
      CONTENT_PAGES.map(({ slug }) => [
        `GET /api/content/${slug}`,
        () => json({ message: 'Internal error', error: 'INTERNAL' }, 500),
      ]),
    ),
  );

/** The page's text, every tab of it (the Support Center and the FAQ show one tab panel at a time). */
const readPage = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  let text = pageText();
  for (const tab of screen.queryAllByRole('tab')) {
    await user.click(tab);
    text += ` ${pageText()}`;
  }
  return text;
};

const brands: [string, PublicBrand][] = [
  [DEFAULT_BRAND.name, DEFAULT_BRAND],
  [sunjet.name, sunjet],
];

describe('the content pages state only what the product does', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  describe.each(brands)('as %s visitors read them', (_name, brand) => {
    test.each(PAGES)('%s', async (path, page, ready) => {
      gatewayDown();
      const { user } = renderWithProviders(page, { route: path, preloadedState: brandState(brand) });
      await ready();

      expect(unkeptPromises(await readPage(user), brand.contact.hours)).toEqual([]);
    });
  });
});
