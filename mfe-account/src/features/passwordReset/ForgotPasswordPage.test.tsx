import { screen } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf } from '../../testing/accountFixtures';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const NEUTRAL =
  'If an account uses this e-mail address, we have sent a link to choose a new password. Please check your inbox.';

const renderPage = () => renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', user: null });

describe('ForgotPasswordPage', () => {
  test("sends the address typed and shows the gateway's neutral message in place of the form", async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/auth/forgot-password': () => json({ success: true, message: NEUTRAL }, 202),
    });
    const { user } = renderPage();

    await user.type(screen.getByLabelText(/^Email/), 'Ada@Example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/forgot-password').map((call) => call.body)).toEqual([
      { email: 'ada@example.org' },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  test("an address that is not one: the form's message, nothing sent", async () => {
    const { calls } = mockGateway({ ...csrf });
    const { user } = renderPage();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/forgot-password')).toEqual([]);
  });

  test("too many requests: the gateway's message, and the form stays to try later", async () => {
    const message = 'Too many requests. Please try again in 42 minutes.';
    mockGateway({ ...csrf, 'POST /api/auth/forgot-password': () => json({ message, error: 'RATE_LIMITED' }, 429) });
    const { user } = renderPage();

    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
