import { screen, waitFor, within } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { admin, csrf, currentToast, registryEntries as remotes, traveller } from '../../testing/adminFixtures';
import { OperationsPage } from './OperationsPage';

const entry = (id: number, overrides: object) => ({
  id,
  actor: 'ada',
  target: 'mode',
  before: null,
  after: null,
  at: '2026-03-04T10:30:00.000Z',
  ...overrides,
});

const auditPage = (page: number, total: number, entries: object[]) => json({ page, limit: 20, total, entries });

const booking = (id: string, overrides: object) => ({
  id,
  reference: null,
  status: 'confirmed',
  step: 'mail',
  outcome: 'queued',
  reason: null,
  user: null,
  totalAmount: '512.30',
  totalCurrency: 'USD',
  createdAt: '2026-03-04T10:30:00.000Z',
  updatedAt: '2026-03-04T10:31:00.000Z',
  stuck: false,
  ...overrides,
});

const bookings = [
  booking('b4', { reference: 'KX7Q2M', user: 'ada', totalAmount: '1234.50' }),
  booking('b3', { status: 'failed', step: 'fail', outcome: 'PAYMENT_FAILED', reason: 'Your card was declined.' }),
  booking('b2', {
    status: 'order_unknown',
    step: 'order',
    outcome: 'unknown',
    reason: 'timeout after 30000 ms',
    user: 'grace',
    stuck: true,
  }),
  booking('b1', { status: 'authorized', step: 'authorize', outcome: 'authorized', user: 'linus' }),
];

const renderPage = (handlers: Parameters<typeof mockGateway>[0], user = admin) => {
  const gateway = mockGateway({
    ...csrf,
    'GET /api/admin/remotes': () => json(remotes),
    'GET /api/admin/audit': () => auditPage(1, 0, []),
    'GET /api/admin/bookings': () => json({ bookings, total: 4 }),
    'GET /api/admin/outbox': () => json({ messages: [], page: 1, limit: 20, total: 0 }),
    ...handlers,
  });
  const view = renderWithProviders(<OperationsPage />, { route: '/admin/operations', user });
  return { ...gateway, ...view };
};

describe('OperationsPage', () => {
  test('while a section loads, it shows a named loading status', async () => {
    renderPage({ 'GET /api/admin/audit': () => new Promise<Response>(() => undefined) });

    expect(await screen.findByRole('status', { name: 'Loading audit log' })).toBeInTheDocument();
  });

  test('shows the remote registry read-only: module, version, manifest address (marked when from the environment) and routes', async () => {
    renderPage({});

    const table = within(await screen.findByRole('table', { name: 'Remote modules' }));
    const adminRow = within(table.getByText('mfe_admin').closest('tr') as HTMLElement);
    expect(adminRow.getByText('2.0.0')).toBeInTheDocument();
    expect(
      adminRow.getByRole('link', { name: 'https://cdn.example.com/admin/2.0.0/mf-manifest.json' }),
    ).toHaveAttribute('href', 'https://cdn.example.com/admin/2.0.0/mf-manifest.json');
    expect(adminRow.getByText('Environment')).toBeInTheDocument();
    expect(adminRow.getByText('/admin/*')).toBeInTheDocument();
    expect(
      within(table.getByText('mfe_search').closest('tr') as HTMLElement).queryByText('Environment'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|delete|save/i })).not.toBeInTheDocument();
  });

  test('shows the audit log newest first: who, when, what, target and a before/after summary', async () => {
    renderPage({
      'GET /api/admin/audit': () =>
        auditPage(1, 2, [
          entry(2, {
            action: 'brand.update',
            target: 'sunjet.travel',
            before: { name: 'SunJet Travel' },
            after: { name: 'SunJet Holidays' },
          }),
          entry(1, {
            action: 'mode.change',
            before: { isLiveMode: false, mode: 'test' },
            after: { isLiveMode: true, mode: 'live' },
          }),
        ]),
    });

    const rows = within(await screen.findByRole('table', { name: 'Audit log' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('ada');
    expect(rows[0]).toHaveTextContent('Brand updated');
    expect(rows[0]).toHaveTextContent('sunjet.travel');
    expect(rows[0]).toHaveTextContent('name: SunJet Travel → SunJet Holidays');
    expect(rows[0]).toHaveTextContent(/Mar 04, 2026 \d\d:\d\d/);
    expect(rows[1]).toHaveTextContent('Mode changed');
    expect(rows[1]).toHaveTextContent('Test → Live');
  });

  test('pages through a long audit log', async () => {
    const { calls, user } = renderPage({
      'GET /api/admin/audit': (call) =>
        call.path.includes('page=2')
          ? auditPage(2, 25, [entry(1, { action: 'brand.delete', target: 'old.example', before: { name: 'Old' } })])
          : auditPage(1, 25, [entry(25, { action: 'mode.change' })]),
    });

    await user.click(await screen.findByRole('button', { name: 'Older' }));

    expect(await screen.findByText('Deleted Old')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/admin/audit?page=2&limit=20');
  });

  test("shows every user's recent bookings: reference, status, saga step, user, total and when", async () => {
    const { calls } = renderPage({});

    const rows = within(await screen.findByRole('table', { name: 'Bookings' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('KX7Q2M');
    expect(rows[0]).toHaveTextContent('Confirmed');
    expect(rows[0]).toHaveTextContent('mail: queued');
    expect(rows[0]).toHaveTextContent('ada');
    expect(rows[0]).toHaveTextContent('$1,234.50');
    expect(rows[0]).toHaveTextContent(/Mar 04, 2026 \d\d:\d\d/);
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('Guest');
    expect(within(rows[2] as HTMLElement).getByText('Stuck')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).queryByText('Stuck')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/admin/bookings?limit=100');
  });

  test('"Failed, stuck or needing attention only" shows the failed and the stuck bookings with their reason', async () => {
    const { user } = renderPage({});
    await screen.findByRole('table', { name: 'Bookings' });
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Failed, stuck or needing attention only'));

    const rows = within(screen.getByRole('table', { name: 'Bookings' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('fail: PAYMENT_FAILED');
    expect(rows[0]).toHaveTextContent('Your card was declined.');
    expect(rows[1]).toHaveTextContent('Order unknown');
    expect(rows[1]).toHaveTextContent('timeout after 30000 ms');
    expect(screen.queryByText('KX7Q2M')).not.toBeInTheDocument();
  });

  test('a booking needing attention (its refund failed after the cancellation) shows under the filter with its reason', async () => {
    const reason =
      'Card refund re_1 failed after it was made (expired_or_canceled_card): the traveller has not been paid back.';
    const needing = booking('b5', {
      status: 'needs_attention',
      reference: 'RFND01',
      step: 'refund',
      outcome: 'failed',
      reason,
    });
    const { user } = renderPage({
      'GET /api/admin/bookings': () => json({ bookings: [needing, booking('b1', {})], total: 2 }),
    });
    await user.click(await screen.findByLabelText('Failed, stuck or needing attention only'));

    const rows = within(screen.getByRole('table', { name: 'Bookings' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Needs attention');
    expect(rows[0]).toHaveTextContent(reason);
  });

  test('with nothing failed, stuck or needing attention, the filter says so', async () => {
    const { user } = renderPage({ 'GET /api/admin/bookings': () => json({ bookings: [booking('b1', {})], total: 1 }) });
    await user.click(await screen.findByLabelText('Failed, stuck or needing attention only'));

    expect(screen.getByText('No failed, stuck or needing attention bookings.')).toBeInTheDocument();
  });

  test('when the bookings cannot be read, that section says so and the others still show', async () => {
    renderPage({ 'GET /api/admin/bookings': () => json({ message: 'Internal server error', error: 'INTERNAL' }, 500) });

    expect(await screen.findByText('The bookings could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Remote modules' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bookings' })).not.toBeInTheDocument();
  });

  test('an empty log says so; a section that fails does not take the other down', async () => {
    renderPage({ 'GET /api/admin/remotes': () => json({ message: 'Internal server error', error: 'INTERNAL' }, 500) });

    expect(await screen.findByText('No admin changes yet.')).toBeInTheDocument();
    expect(screen.getByText('The remote registry could not be loaded. Please try again later.')).toBeInTheDocument();
  });

  test('a 403 sends the visitor to / with "Access Denied"; a traveller is sent there without a call', async () => {
    const forbidden = renderPage({ 'GET /api/admin/remotes': () => json({ message: 'No', error: 'FORBIDDEN' }, 403) });
    await waitFor(() => expect(forbidden.router.state.location.pathname).toBe('/'));
    expect(currentToast(forbidden.store.getState())?.title).toBe('Access Denied');
    forbidden.unmount();

    const visitor = renderPage({}, traveller);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/'));
    expect(visitor.calls).toEqual([]);
  });
});
