import { DEFAULT_BRAND_SUPPORT_HOURS, unkeptPromises } from '@portal/platform-common/product-facts';
import { fillBrandPlaceholders } from '../../modules/content/placeholders';
import { SEED_BRANDS } from './brands';
import { SEED_PAGES } from './content';

// Every page the portal seeds, read as each seeded brand's visitors read it (the content module
// fills the {{brand.*}} placeholders and falls back to the default brand's pages), against the
// product facts (platform-common/src/contentDefaults/productFacts.ts).
const readings = SEED_BRANDS.flatMap((brand) =>
  SEED_PAGES.map(
    (page) =>
      [
        page.slug,
        brand.name,
        fillBrandPlaceholders(`${page.title}\n${page.body}`, brand),
        brand.contact.hours,
      ] as const,
  ),
);

describe('the seeded content states only what the product does', () => {
  test("the default brand answers its phone at the product's default hours", () => {
    expect(SEED_BRANDS.find((brand) => brand.key === 'default')?.contact.hours).toBe(DEFAULT_BRAND_SUPPORT_HOURS);
  });

  test('no seeded brand promises round-the-clock support it does not give, in its name or address', () => {
    for (const brand of SEED_BRANDS)
      expect(unkeptPromises(`${brand.name} ${brand.contact.address}`, brand.contact.hours)).toEqual([]);
  });

  test.each(readings)(
    'the %s page, as %s visitors read it, promises nothing the product does not do',
    (_slug, _brand, text, hours) => {
      expect(unkeptPromises(text, hours)).toEqual([]);
    },
  );
});
