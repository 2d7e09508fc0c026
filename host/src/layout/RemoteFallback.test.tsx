import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { RemoteFallback } from './RemoteFallback';

describe('RemoteFallback', () => {
  test('names the area that failed and retries on request', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<RemoteFallback area="your trips" onRetry={onRetry} retrying={false} />);

    const card = screen.getByTestId('remote-fallback');
    expect(card).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't load your trips. The rest of the site still works.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('while retrying, the button is disabled and shows a spinner', () => {
    renderWithProviders(<RemoteFallback area="search" onRetry={jest.fn()} retrying />);

    expect(screen.getByRole('button', { name: /Try again/ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Retrying' })).toBeInTheDocument();
  });

  test('when it is given a message, then it says that instead, with no retry', () => {
    renderWithProviders(
      <RemoteFallback
        area="this page"
        onRetry={jest.fn()}
        message="This part of the site is being updated. Please try again in a few minutes."
      />,
    );

    expect(screen.getByTestId('remote-fallback')).toHaveAttribute('role', 'alert');
    expect(
      screen.getByText('This part of the site is being updated. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
