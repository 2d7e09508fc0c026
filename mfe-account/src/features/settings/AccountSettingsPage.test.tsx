import { screen, waitFor, within } from '@testing-library/react';
import { selectCurrentToast } from '@portal/platform';
import { json, makeUser, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf, notAuthenticated } from '../../testing/accountFixtures';
import { AccountSettingsPage } from './AccountSettingsPage';

const USER = makeUser({ username: 'jdoe', email: 'jane@example.com', createdAt: '2026-01-15T10:00:00.000Z' });

describe('AccountSettingsPage', () => {
  test('signed out: goes to /login?redirect=/account-settings', async () => {
    mockGateway({});
    const { router } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings', user: null });

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/login?redirect=/account-settings',
      ),
    );
  });

  test('while the session is unknown it waits, and redirects only once the gateway says nobody is signed in', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockGateway({ 'GET /api/auth/user': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings' });

    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account-settings');

    answer(notAuthenticated());

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/login?redirect=/account-settings',
      ),
    );
  });

  test('when the session cannot be checked, it says so and offers a retry', async () => {
    let healthy = false;
    mockGateway({
      'GET /api/auth/user': () =>
        healthy ? json(USER) : json({ message: 'Internal server error', error: 'INTERNAL' }, 500),
    });
    const { user } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings' });

    expect(await screen.findByText('We could not check whether you are signed in.')).toBeInTheDocument();
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
  });

  test("signed in: the Profile tab shows the username, e-mail and the account's creation date", async () => {
    mockGateway({});
    renderWithProviders(<AccountSettingsPage />, { route: '/account-settings', user: USER });

    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const profile = within(screen.getByRole('list', { name: 'Profile information' }));
    expect(profile.getByText('Username').nextSibling).toHaveTextContent('jdoe');
    expect(profile.getByText('Email').nextSibling).toHaveTextContent('jane@example.com');
    expect(profile.getByText('Account created').nextSibling).toHaveTextContent('Thursday, January 15, 2026');
  });

  test('a confirmed address says so, with no link to ask for', async () => {
    mockGateway({});
    renderWithProviders(<AccountSettingsPage />, { route: '/account-settings', user: USER });

    const status = within(await screen.findByRole('group', { name: 'Email confirmation' }));
    expect(status.getByText('Confirmed')).toBeInTheDocument();
    expect(status.queryByRole('button')).not.toBeInTheDocument();
  });

  test('an unconfirmed address says so and offers a new link: asking sends it and says so', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/auth/confirm-email/resend': () =>
        json({ success: true, message: 'We sent a new confirmation link to your e-mail address.' }),
    });
    const { user, store } = renderWithProviders(<AccountSettingsPage />, {
      route: '/account-settings',
      user: makeUser({ emailConfirmed: false }),
    });

    const status = within(await screen.findByRole('group', { name: 'Email confirmation' }));
    expect(status.getByText('Not confirmed')).toBeInTheDocument();
    await user.click(status.getByRole('button', { name: 'Send a new confirmation link' }));

    expect(await status.findByRole('button', { name: 'Link sent' })).toBeDisabled();
    expect(calls.filter((call) => call.path === '/api/auth/confirm-email/resend')).toHaveLength(1);
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Confirmation link sent',
      description: 'We sent a new confirmation link to your e-mail address.',
    });
  });

  test("when the link cannot be sent (too many asked), the gateway's message is shown and the button stays", async () => {
    mockGateway({
      ...csrf,
      'POST /api/auth/confirm-email/resend': () =>
        json({ message: 'Too many requests. Please try again in 60 minutes.', error: 'RATE_LIMITED' }, 429),
    });
    const { user, store } = renderWithProviders(<AccountSettingsPage />, {
      route: '/account-settings',
      user: makeUser({ emailConfirmed: false }),
    });

    await user.click(await screen.findByRole('button', { name: 'Send a new confirmation link' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Could not send the link',
        description: 'Too many requests. Please try again in 60 minutes.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Send a new confirmation link' })).toBeEnabled();
  });

  test('the Security tab has the change-password form, the overview and two-factor authentication, not enabled and coming soon', async () => {
    mockGateway({});
    const { user, router } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings', user: USER });

    await user.click(await screen.findByRole('tab', { name: 'Security' }));

    expect(router.state.location.search).toBe('?tab=security');
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    const overview = within(screen.getByRole('list', { name: 'Security overview' }));
    expect(overview.getByText('The date of your last password change is not available.')).toBeInTheDocument();
    expect(overview.getByText(/\(created Thursday, January 15, 2026\)$/)).toBeInTheDocument();
    expect(overview.getByText(/Signed in as jdoe/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Security tips' })).getAllByRole('listitem')).toHaveLength(4);
    const twoFactor = within(screen.getByRole('region', { name: 'Two-Factor Authentication' }));
    expect(twoFactor.getByText('Not enabled')).toBeInTheDocument();
    expect(twoFactor.getByText(/coming soon/i)).toBeInTheDocument();
    expect(twoFactor.getByRole('button', { name: 'Enable Two-Factor Authentication' })).toBeDisabled();
  });

  test('?tab=security opens the Security tab directly', async () => {
    mockGateway({});
    renderWithProviders(<AccountSettingsPage />, { route: '/account-settings?tab=security', user: USER });

    expect(await screen.findByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });
});
