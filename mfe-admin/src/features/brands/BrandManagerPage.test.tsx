import { screen, waitFor, within } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { routes } from '../../routes';
import { admin, brand, csrf, currentToast, sunjet, traveller, writes } from '../../testing/adminFixtures';
import { BrandManagerPage } from './BrandManagerPage';

const defaultBrand = brand();
const list = () => json([defaultBrand, sunjet]);

const renderPage = (handlers: Parameters<typeof mockGateway>[0], user = admin) => {
  const gateway = mockGateway({ ...csrf, 'GET /api/admin/brands': list, ...handlers });
  const view = renderWithProviders(<BrandManagerPage />, { route: '/admin/brands', user });
  return { ...gateway, ...view, toast: () => currentToast(view.store.getState()) };
};

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('/admin/brands', () => {
  test('is loaded on demand, saying "Loading brand manager..." meanwhile', async () => {
    mockGateway({ ...csrf, 'GET /api/admin/brands': list });
    const page = routes.find((route) => route.path === '/admin/brands');

    renderWithProviders(<>{page?.element}</>, { route: '/admin/brands', user: admin });

    expect(screen.getByRole('status')).toHaveTextContent('Loading brand manager...');
    expect(await screen.findByRole('heading', { name: 'Brand Manager' })).toBeInTheDocument();
    expect(screen.queryByText('Loading brand manager...')).not.toBeInTheDocument();
  });
});

describe('BrandManagerPage', () => {
  test('while the brands load, a named loading status (a screen reader hears it, axe accepts it)', async () => {
    renderPage({ 'GET /api/admin/brands': () => new Promise<Response>(() => undefined) });

    expect(await screen.findByRole('status', { name: 'Loading brands' })).toBeInTheDocument();
  });

  test("lists the brands with their keys, domains and markup; the default brand's delete is disabled and says why", async () => {
    renderPage({});

    const sunjetRow = within(await rowOf('SunJet Travel'));
    expect(sunjetRow.getByText('www.sunjet.travel')).toBeInTheDocument();
    expect(sunjetRow.getByText('23%')).toBeInTheDocument();
    expect(sunjetRow.getByRole('button', { name: 'Delete SunJet Travel' })).toBeEnabled();
    const defaultDelete = screen.getByRole('button', { name: 'Delete SkyTeal Travel' });
    expect(defaultDelete).toBeDisabled();
    expect(defaultDelete).toHaveAccessibleDescription('Shown on any other host; cannot be deleted');
    expect(sunjetRow.queryByText(/cannot be deleted/)).not.toBeInTheDocument();
  });

  test('deleting asks first, then DELETEs the brand and says so', async () => {
    const { calls, user, toast } = renderPage({
      'DELETE /api/admin/brands/sunjet.travel': () => new Response(null, { status: 204 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete SunJet Travel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete SunJet Travel?' });
    expect(dialog).toHaveTextContent('Visitors of sunjet.travel, www.sunjet.travel will see the default brand');
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(toast()).toMatchObject({ title: 'Brand Deleted', description: 'SunJet Travel was deleted.' }),
    );
    expect(writes(calls)).toEqual(['DELETE /api/admin/brands/sunjet.travel']);
  });

  test('when the gateway refuses a delete, then "Failed to Update" with its reason', async () => {
    const { user, toast } = renderPage({
      'DELETE /api/admin/brands/sunjet.travel': () =>
        json(
          { message: 'This brand is still referenced by other records and cannot be deleted', error: 'BRAND_IN_USE' },
          409,
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete SunJet Travel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(toast()).toMatchObject({
        title: 'Failed to Update',
        description: 'This brand is still referenced by other records and cannot be deleted',
        variant: 'destructive',
      }),
    );
  });

  test('when the brands cannot be loaded, then a message', async () => {
    renderPage({ 'GET /api/admin/brands': () => json({ message: 'Internal server error', error: 'INTERNAL' }, 500) });

    expect(await screen.findByText('The brands could not be loaded. Please try again later.')).toBeInTheDocument();
  });

  test('a 403 sends the visitor to / with "Access Denied"; a traveller never reaches the gateway', async () => {
    const forbidden = renderPage({ 'GET /api/admin/brands': () => json({ message: 'No', error: 'FORBIDDEN' }, 403) });
    await waitFor(() => expect(forbidden.router.state.location.pathname).toBe('/'));
    expect(forbidden.toast()?.title).toBe('Access Denied');
    forbidden.unmount();

    const visitor = renderPage({}, traveller);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/'));
    expect(visitor.calls).toEqual([]);
  });
});
