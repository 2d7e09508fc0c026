import { screen } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf } from '../../testing/accountFixtures';
import { CancelEmailChangePage } from './CancelEmailChangePage';

const TOKEN = 'A'.repeat(43);
const CANCELLED =
  'The e-mail change is cancelled and your other sessions are signed out. If it was not you, reset your password.';

describe('CancelEmailChangePage', () => {
  test('with the token of the link: cancels once, says so and offers a password reset', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/auth/email-change/cancel': () => json({ success: true, message: CANCELLED }),
    });

    renderWithProviders(<CancelEmailChangePage />, { route: `/cancel-email-change?token=${TOKEN}`, user: null });

    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/email-change/cancel').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ]);
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/forgot-password');
  });

  test("a used or expired link: the gateway's message", async () => {
    const message = 'This link is invalid, used or expired. Sign in to check your e-mail address.';
    mockGateway({
      ...csrf,
      'POST /api/auth/email-change/cancel': () => json({ message, error: 'UNDO_LINK_INVALID' }, 400),
    });

    renderWithProviders(<CancelEmailChangePage />, { route: `/cancel-email-change?token=${TOKEN}`, user: null });

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  test('without a token: says the link is incomplete and sends nothing', async () => {
    const { calls } = mockGateway({});

    renderWithProviders(<CancelEmailChangePage />, { route: '/cancel-email-change', user: null });

    expect(
      await screen.findByText('This link is incomplete. Please use the whole link from the e-mail.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/email-change/cancel')).toEqual([]);
  });
});
