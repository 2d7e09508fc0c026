import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { PageLoader } from './PageLoader';

test('PageLoader shows a labelled spinner', () => {
  renderWithProviders(<PageLoader />);

  expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
});
