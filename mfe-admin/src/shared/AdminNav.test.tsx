import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { AdminNav } from './AdminNav';

const linksOf = () => within(screen.getByRole('navigation', { name: 'Admin sections' })).getAllByRole('link');

describe('AdminNav', () => {
  test('links each admin page by its address, the page open marked as the current one', () => {
    renderWithProviders(<AdminNav />, { route: '/admin/brands' });
    expect(linksOf().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Settings', '/admin-settings'],
      ['Brands', '/admin/brands'],
      ['Operations', '/admin/operations'],
    ]);
    expect(screen.getByRole('link', { name: 'Brands' })).toHaveAttribute('aria-current', 'page');
    expect(linksOf().filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  test('an address within a section (a view of it in the query) marks that section', () => {
    renderWithProviders(<AdminNav />, { route: '/admin/operations?tab=outbox' });
    expect(screen.getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');
  });

  test('following a link opens that page', async () => {
    const { user, router } = renderWithProviders(<AdminNav />, { route: '/admin-settings' });
    await user.click(screen.getByRole('link', { name: 'Operations' }));
    expect(router.state.location.pathname).toBe('/admin/operations');
    expect(screen.getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');
  });
});
