import { screen } from '@testing-library/react';
import { Route, Routes } from '@portal/platform';
import { renderWithProviders } from '@portal/platform/testing';
import { ShellLayout } from './ShellLayout';

const renderShell = () =>
  renderWithProviders(
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="*" element={<h1>Find your flight</h1>} />
      </Route>
    </Routes>,
  );

describe('ShellLayout', () => {
  test('frames the current page with the header, footer and notification area', () => {
    renderShell();

    expect(screen.getByTestId('site-header')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Find your flight' }));
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  test('the skip link is the first tab stop and moves focus to the main content', async () => {
    const { user } = renderShell();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
