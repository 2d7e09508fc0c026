import { screen, waitFor } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf } from '../../testing/accountFixtures';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'B'.repeat(43);
const DONE = 'Your password has been reset. Please sign in with your new password.';
const INVALID = 'This password reset link is invalid, used or expired. Please ask for a new one.';

const renderPage = (route = `/reset-password?token=${TOKEN}`) =>
  renderWithProviders(<ResetPasswordPage />, { route, user: null });

const choose = async ({ user }: ReturnType<typeof renderPage>, password: string, confirmation = password) => {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
};

describe('ResetPasswordPage', () => {
  test("sends the link's token with the new password, then goes to the sign-in page with the gateway's message", async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/auth/reset-password': () => json({ success: true, message: DONE }),
    });
    const rendered = renderPage();

    await choose(rendered, 'Brand-new-pass-2');

    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/login'));
    expect(rendered.router.state.location.state).toEqual({ notice: DONE });
    expect(calls.filter((call) => call.path === '/api/auth/reset-password').map((call) => call.body)).toEqual([
      { token: TOKEN, newPassword: 'Brand-new-pass-2' },
    ]);
  });

  test('the change-password rule and messages: too short, not complex, not confirmed; nothing sent', async () => {
    const { calls } = mockGateway({ ...csrf });
    const rendered = renderPage();

    await choose(rendered, 'short', 'short');
    expect(await screen.findByText('New password must be at least 12 characters')).toBeInTheDocument();

    await rendered.user.clear(screen.getByLabelText(/^New password/));
    await rendered.user.clear(screen.getByLabelText(/^Confirm new password/));
    await choose(rendered, 'alllowercaseletters', 'alllowercaseletters');
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ),
    ).toBeInTheDocument();

    await rendered.user.clear(screen.getByLabelText(/^New password/));
    await rendered.user.clear(screen.getByLabelText(/^Confirm new password/));
    await choose(rendered, 'Brand-new-pass-2', 'Brand-new-pass-3');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/reset-password')).toEqual([]);
  });

  test("a used or expired link: the gateway's message and a way to ask for a new one", async () => {
    mockGateway({
      ...csrf,
      'POST /api/auth/reset-password': () => json({ message: INVALID, error: 'RESET_LINK_INVALID' }, 400),
    });
    const rendered = renderPage();

    await choose(rendered, 'Brand-new-pass-2');

    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  });

  test('without a token: says the link is incomplete, offers a new one, shows no form', () => {
    mockGateway({});
    renderPage('/reset-password');

    expect(screen.getByText(/This password reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
