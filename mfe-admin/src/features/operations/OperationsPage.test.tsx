import { screen, waitFor, within } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { admin, csrf, currentToast, traveller } from '../../testing/adminFixtures';
import { OperationsPage } from './OperationsPage';

const remotes = [
  { name: 'mfe_search', version: '1.4.0', manifestUrl: '/remotes/mfe-search/mf-manifest.json', routes: ['/', '/search'], overridden: false },
  { name: 'mfe_admin', version: '2.0.0', manifestUrl: 'https://cdn.example.com/admin/2.0.0/mf-manifest.json', routes: ['/admin-settings', '/admin/*'], overridden: true },
];

const entry = (id: number, overrides: object) => ({ id, actor: 'ada', target: 'mode', before: null, after: null, at: '2026-03-04T10:30:00.000Z', ...overrides });

const auditPage = (page: number, total: number, entries: object[]) => json({ page, limit: 20, total, entries });

const renderPage = (handlers: Parameters<typeof mockGateway>[0], user = admin) => {
  const gateway = mockGateway({
    ...csrf,
    'GET /api/admin/remotes': () => json(remotes),
    'GET /api/admin/audit': () => auditPage(1, 0, []),
    ...handlers,
  });
  const view = renderWithProviders(<OperationsPage />, { route: '/admin/operations', user });
  return { ...gateway, ...view };
};

describe('OperationsPage', () => {
  test('shows the remote registry read-only: module, version, manifest address (marked when from the environment) and routes', async () => {
    renderPage({});

    const table = within(await screen.findByRole('table', { name: 'Remote modules' }));
    const adminRow = within(table.getByText('mfe_admin').closest('tr') as HTMLElement);
    expect(adminRow.getByText('2.0.0')).toBeInTheDocument();
    expect(adminRow.getByRole('link', { name: 'https://cdn.example.com/admin/2.0.0/mf-manifest.json' })).toHaveAttribute('href', 'https://cdn.example.com/admin/2.0.0/mf-manifest.json');
    expect(adminRow.getByText('Environment')).toBeInTheDocument();
    expect(adminRow.getByText('/admin/*')).toBeInTheDocument();
    expect(within(table.getByText('mfe_search').closest('tr') as HTMLElement).queryByText('Environment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|delete|save/i })).not.toBeInTheDocument();
  });

  test('shows the audit log newest first: who, when, what, target and a before/after summary', async () => {
    renderPage({
      'GET /api/admin/audit': () =>
        auditPage(1, 2, [
          entry(2, { action: 'brand.update', target: 'sunjet.travel', before: { name: 'SunJet Travel' }, after: { name: 'SunJet Holidays' } }),
          entry(1, { action: 'mode.change', before: { isLiveMode: false, mode: 'test' }, after: { isLiveMode: true, mode: 'live' } }),
        ]),
    });

    const rows = within(await screen.findByRole('table', { name: 'Audit log' })).getAllByRole('row').slice(1);
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
        call.path.includes('page=2') ? auditPage(2, 25, [entry(1, { action: 'brand.delete', target: 'old.example', before: { name: 'Old' } })]) : auditPage(1, 25, [entry(25, { action: 'mode.change' })]),
    });

    await user.click(await screen.findByRole('button', { name: 'Older' }));

    expect(await screen.findByText('Deleted Old')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/admin/audit?page=2&limit=20');
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
