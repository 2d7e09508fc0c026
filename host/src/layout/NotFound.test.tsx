import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  test('says the page is missing and links home', () => {
    renderWithProviders(<NotFound />, { route: '/nowhere' });

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
