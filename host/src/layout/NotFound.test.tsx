import { screen } from '@testing-library/react';
import { DEFAULT_BRAND } from '@portal/platform';
import { renderWithProviders } from '@portal/platform/testing';
import { NotFound } from './NotFound';

const nordicWings = {
  ...DEFAULT_BRAND,
  key: 'nordicwings.com',
  name: 'Nordic Wings',
  contact: { ...DEFAULT_BRAND.contact, phone: '+47 21 00 00 00', hours: 'Mon-Fri 8am-4pm CET' },
};

describe('NotFound', () => {
  test('tells a traveller the page is missing in plain words, with nothing meant for developers', () => {
    renderWithProviders(<NotFound />, { route: '/nowhere' });

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/We could not find the page you were looking for/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/router|route|component|undefined/i);
  });

  test('leads on to the home page, where flights are searched, and to the Support Center', () => {
    renderWithProviders(<NotFound />, { route: '/nowhere' });

    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Support Center' })).toHaveAttribute('href', '/support');
  });

  test("offers the brand's phone with the brand's own hours", () => {
    renderWithProviders(<NotFound />, {
      route: '/nowhere',
      preloadedState: { brand: { brand: nordicWings, status: 'ready', failure: null } },
    });

    expect(screen.getByRole('link', { name: '+47 21 00 00 00' })).toHaveAttribute('href', 'tel:+4721000000');
    expect(screen.getByText(/Mon-Fri 8am-4pm CET/)).toBeInTheDocument();
  });
});
