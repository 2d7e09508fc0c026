import { screen } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf } from '../../testing/accountFixtures';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const TOKEN = 'A'.repeat(43);

describe('ConfirmEmailPage', () => {
  test('with the token of the link: confirms it once and says so', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/auth/confirm-email': () => json({ success: true, message: 'Your e-mail address is confirmed.' }),
    });

    renderWithProviders(<ConfirmEmailPage />, { route: `/confirm-email?token=${TOKEN}`, user: null });

    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/confirm-email').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ]);
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account-settings');
  });

  test("a used or expired link: the gateway's message, which says how to get a new one", async () => {
    const message =
      'This confirmation link is invalid, used or expired. Sign in and ask for a new one from your profile.';
    mockGateway({
      ...csrf,
      'POST /api/auth/confirm-email': () => json({ message, error: 'CONFIRMATION_INVALID' }, 400),
    });

    renderWithProviders(<ConfirmEmailPage />, { route: `/confirm-email?token=${TOKEN}`, user: null });

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  test('without a token: says the link is incomplete and sends nothing', async () => {
    const { calls } = mockGateway({});

    renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email', user: null });

    expect(
      await screen.findByText('This confirmation link is incomplete. Please use the whole link from the e-mail.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/confirm-email')).toEqual([]);
  });
});
