import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { admin, csrf, currentToast, editor, settings, traveller, writes } from '../../testing/adminFixtures';
import { AdminSettingsPage } from './AdminSettingsPage';

const renderPage = (handlers: Parameters<typeof mockGateway>[0], user: SessionUser | null = admin) => {
  const gateway = mockGateway({ ...csrf, ...handlers });
  const reload = jest.fn();
  const view = renderWithProviders(<AdminSettingsPage reload={reload} />, { route: '/admin-settings', user });
  return { ...gateway, ...view, reload, toast: () => currentToast(view.store.getState()) };
};

const liveSwitch = () => screen.findByRole('switch', { name: 'Live mode' });

describe('AdminSettingsPage', () => {
  test('while the settings load, a named loading status', async () => {
    renderPage({ 'GET /api/admin/settings': () => new Promise<Response>(() => undefined) });

    expect(await screen.findByRole('status', { name: 'Loading admin settings' })).toBeInTheDocument();
  });

  test("shows the mode with its badge, the providers' configuration and Back to Account", async () => {
    renderPage({ 'GET /api/admin/settings': () => json(settings({ stripeConfigured: false })) });

    expect(await liveSwitch()).not.toBeChecked();
    expect(screen.getByLabelText('Environment: Test')).toHaveTextContent('Test');
    const status = within(screen.getByRole('list', { name: 'Live configuration' }));
    expect(status.getByText('Flight API (Duffel)').parentElement).toHaveTextContent('Configured');
    expect(status.getByText('Payment provider (Stripe)').parentElement).toHaveTextContent('Not configured');
    expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute('href', '/account-settings');
  });

  test('in live mode the badge says Live and the switch is on', async () => {
    renderPage({ 'GET /api/admin/settings': () => json(settings({ enableLiveMode: true, environment: 'live' })) });

    expect(await liveSwitch()).toBeChecked();
    expect(screen.getByLabelText('Environment: Live')).toHaveTextContent('Live');
  });

  test('without live flight credentials the switch is disabled and says why', async () => {
    renderPage({ 'GET /api/admin/settings': () => json(settings({ duffelApiConfigured: false })) });

    const toggle = await liveSwitch();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      'Live flight API credentials are not configured (DUFFEL_LIVE_TOKEN): the flight sandbox serves test mode only.',
    );
  });

  test('switching live on asks for a confirmation warning of real bookings and payments; Cancel changes nothing', async () => {
    const { calls, user } = renderPage({ 'GET /api/admin/settings': () => json(settings()) });

    await user.click(await liveSwitch());

    const dialog = await screen.findByRole('dialog', { name: 'Enable live mode?' });
    expect(dialog).toHaveTextContent('Live mode makes real bookings and takes real payments.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);
  });

  describe('a confirmed change (fake timers)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test("verifies the admin's privileges, saves the mode, toasts, and reloads the page 1 s later", async () => {
      const { calls, store, reload, toast } = renderPage({
        'GET /api/admin/settings': () => json(settings()),
        'POST /api/admin/login': () => json({ success: true, message: 'Admin privileges verified' }),
        'POST /api/admin/settings': () => json(settings({ enableLiveMode: true, environment: 'live' })),
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      await user.click(await liveSwitch());
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enable live mode' }));

      await waitFor(() => expect(toast()?.title).toBe('Live Mode Enabled'));
      expect(writes(calls)).toEqual(['POST /api/admin/login', 'POST /api/admin/settings']);
      expect(calls.find((call) => call.path === '/api/admin/settings' && call.method === 'POST')?.body).toEqual({
        enableLiveMode: true,
      });
      expect(calls.find((call) => call.path === '/api/admin/login')?.body).toEqual({});
      expect(store.getState().toast.current?.variant).toBe('default');
      act(() => jest.advanceTimersByTime(999));
      expect(reload).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    test('switching back to test needs no confirmation, and also reloads', async () => {
      const { calls, reload, toast } = renderPage({
        'GET /api/admin/settings': () => json(settings({ enableLiveMode: true, environment: 'live' })),
        'POST /api/admin/login': () => json({ success: true, message: 'Admin privileges verified' }),
        'POST /api/admin/settings': () => json(settings()),
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      await user.click(await liveSwitch());

      await waitFor(() => expect(toast()?.title).toBe('Test Mode Enabled'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST' && call.path === '/api/admin/settings')?.body).toEqual({
        enableLiveMode: false,
      });
      act(() => jest.advanceTimersByTime(1000));
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  const switchToTest = async (handlers: Parameters<typeof mockGateway>[0]) => {
    const page = renderPage({
      'GET /api/admin/settings': () => json(settings({ enableLiveMode: true, environment: 'live' })),
      ...handlers,
    });
    await page.user.click(await liveSwitch());
    return page;
  };

  test('when the privilege check fails, then "Authentication Error" and the mode is not touched', async () => {
    const { calls, reload, toast } = await switchToTest({
      'POST /api/admin/login': () => json({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' }, 401),
    });

    await waitFor(() =>
      expect(toast()).toMatchObject({
        title: 'Authentication Error',
        description: 'Could not verify admin privileges. Please try logging in again.',
        variant: 'destructive',
      }),
    );
    expect(writes(calls)).toEqual(['POST /api/admin/login']);
    expect(reload).not.toHaveBeenCalled();
  });

  test('when the privilege check answers without success, then "Authentication Failed"', async () => {
    const { calls, toast } = await switchToTest({
      'POST /api/admin/login': () => json({ success: false, message: 'No' }),
    });

    await waitFor(() => expect(toast()).toMatchObject({ title: 'Authentication Failed', variant: 'destructive' }));
    expect(writes(calls)).toEqual(['POST /api/admin/login']);
  });

  test('when saving fails, then "Failed to Update" / "There was a problem saving your changes." and no reload', async () => {
    const { reload, toast } = await switchToTest({
      'POST /api/admin/login': () => json({ success: true, message: 'Admin privileges verified' }),
      'POST /api/admin/settings': () => json({ message: 'Internal server error', error: 'INTERNAL' }, 500),
    });

    await waitFor(() =>
      expect(toast()).toMatchObject({
        title: 'Failed to Update',
        description: 'There was a problem saving your changes.',
        variant: 'destructive',
      }),
    );
    expect(reload).not.toHaveBeenCalled();
    expect(await liveSwitch()).toBeEnabled();
  });

  test('when the gateway refuses live mode, then "Mode Change Failed" with its reason', async () => {
    const message =
      'Live mode needs live credentials: the Stripe live key (STRIPE_LIVE_KEY) is not configured. The sandbox serves test mode only.';
    const { user, toast } = renderPage({
      'GET /api/admin/settings': () => json(settings()),
      'POST /api/admin/login': () => json({ success: true, message: 'Admin privileges verified' }),
      'POST /api/admin/settings': () => json({ message, error: 'LIVE_NOT_CONFIGURED' }, 409),
    });

    await user.click(await liveSwitch());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enable live mode' }));

    await waitFor(() =>
      expect(toast()).toMatchObject({ title: 'Mode Change Failed', description: message, variant: 'destructive' }),
    );
  });

  test('when the saved mode is not the one asked for, then "Mode Change Failed"', async () => {
    const { reload, toast } = await switchToTest({
      'POST /api/admin/login': () => json({ success: true, message: 'Admin privileges verified' }),
      'POST /api/admin/settings': () => json(settings({ enableLiveMode: true, environment: 'live' })),
    });

    await waitFor(() =>
      expect(toast()).toMatchObject({
        title: 'Mode Change Failed',
        description: 'The booking system is still in live mode.',
      }),
    );
    expect(reload).not.toHaveBeenCalled();
  });

  test("when the settings cannot be loaded, then the spec's message", async () => {
    renderPage({ 'GET /api/admin/settings': () => json({ message: 'Internal server error', error: 'INTERNAL' }, 500) });

    expect(await screen.findByText('Failed to load admin settings. Please try again later.')).toBeInTheDocument();
  });

  test.each([401, 403])(
    'when loading answers %i, then the visitor is sent to / with "Access Denied"',
    async (status) => {
      const { router, toast } = renderPage({
        'GET /api/admin/settings': () => json({ message: 'No', error: 'FORBIDDEN' }, status),
      });

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(toast()).toMatchObject({
        title: 'Access Denied',
        description: "You don't have permission to access admin settings.",
        variant: 'destructive',
      });
    },
  );

  test.each([
    ['a traveller', traveller],
    ['an editor', editor],
    ['a signed-out visitor', null],
  ])('%s is sent to / with "Access Denied" without asking the gateway', async (_who, user) => {
    const { calls, router, toast } = renderPage({}, user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toast()?.title).toBe('Access Denied');
    expect(calls).toEqual([]);
  });
});
