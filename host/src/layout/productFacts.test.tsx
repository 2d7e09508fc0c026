import { screen } from '@testing-library/react';
import { DEFAULT_BRAND, Route, Routes, type PublicBrand } from '@portal/platform';
import { unkeptPromises } from '@portal/platform/product-facts';
import { pageText, renderWithProviders } from '@portal/platform/testing';
import { NotFound } from './NotFound';
import { ShellLayout } from './ShellLayout';

// The shell's own words (header, mobile drawer, footer, consent banner) around its not-found page,
// as a brand's visitors read them, against the product facts (platform-common/src/contentDefaults/productFacts.ts).

const nordicWings: PublicBrand = {
  ...DEFAULT_BRAND,
  key: 'nordicwings.com',
  name: 'Nordic Wings',
  contact: {
    email: 'post@nordicwings.com',
    phone: '+47 21 00 00 00',
    address: 'Karl Johans gate 1, 0154 Oslo, Norway',
    hours: 'Mon-Fri 8am-4pm CET',
  },
};

describe('the shell states only what the product does', () => {
  test.each([
    [DEFAULT_BRAND.name, DEFAULT_BRAND],
    [nordicWings.name, nordicWings],
  ])('the header, drawer, footer and 404 page, as %s visitors read them', async (_name, brand) => {
    const { user } = renderWithProviders(
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>,
      { route: '/no/such/page', user: null, preloadedState: { brand: { brand, status: 'ready', failure: null } } },
    );
    await user.click(screen.getByLabelText('Open menu'));
    await screen.findByRole('dialog', { name: 'Menu' });

    expect(unkeptPromises(pageText(), brand.contact.hours)).toEqual([]);
  });
});
