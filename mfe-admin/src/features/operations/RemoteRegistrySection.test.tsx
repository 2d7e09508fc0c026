import { screen, waitFor, within } from '@testing-library/react';
import { PLATFORM_VERSION } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { admin, csrf, currentToast, writes } from '../../testing/adminFixtures';
import { RemoteRegistrySection } from './RemoteRegistrySection';

const released = {
  name: 'mfe_content',
  version: '1.1.0',
  manifestUrl: 'https://cdn.example.com/content/1.1.0/mf-manifest.json',
  routes: ['/about', '/deals'],
  overridden: false,
  previousVersion: '1.0.0',
};
const rolledBack = {
  ...released,
  version: '1.0.0',
  manifestUrl: '/remotes/mfe-content/mf-manifest.json',
  routes: ['/about'],
  previousVersion: '1.1.0',
};
const search = {
  name: 'mfe_search',
  version: '1.0.0',
  manifestUrl: '/remotes/mfe-search/mf-manifest.json',
  routes: ['/'],
  overridden: false,
  previousVersion: null,
};

const renderSection = (rollback: () => Response) => {
  let current = released;
  const gateway = mockGateway({
    ...csrf,
    'GET /api/admin/remotes': () => json([search, current]),
    'POST /api/admin/remotes/mfe_content/rollback': () => {
      const answer = rollback();
      if (answer.ok) current = rolledBack;
      return answer;
    },
  });
  return { ...gateway, ...renderWithProviders(<RemoteRegistrySection />, { route: '/admin/operations', user: admin }) };
};

const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement);

describe('RemoteRegistrySection rollback', () => {
  test('a module that kept no previous release offers no rollback', async () => {
    renderSection(() => json(rolledBack));

    const row = await rowOf('mfe_search');
    expect(row.getByText('None kept')).toBeInTheDocument();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
  });

  test('when the admin confirms, then the previous release is put back, a toast says so and the row shows it', async () => {
    const { calls, user, store } = renderSection(() => json(rolledBack));

    await user.click((await rowOf('mfe_content')).getByRole('button', { name: 'Roll back mfe_content to 1.0.0' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Roll back mfe_content?' }));
    expect(dialog.getByText(/Version 1\.0\.0 replaces version 1\.1\.0/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Roll back' }));

    await waitFor(() =>
      expect(currentToast(store.getState())).toMatchObject({
        title: 'Module Rolled Back',
        description: 'mfe_content is back to version 1.0.0. Visitors get it on their next page load.',
      }),
    );
    expect(writes(calls)).toEqual(['POST /api/admin/remotes/mfe_content/rollback']);
    expect(calls.find((call) => call.method === 'POST')?.headers.get('X-CSRF-Token')).toBe('token');
    expect(
      await (await rowOf('mfe_content')).findByRole('button', { name: 'Roll back mfe_content to 1.1.0' }),
    ).toBeInTheDocument();
  });

  test('when the admin cancels, then nothing is sent', async () => {
    const { calls, user } = renderSection(() => json(rolledBack));

    await user.click((await rowOf('mfe_content')).getByRole('button', { name: /Roll back mfe_content/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);
  });

  test("when the gateway refuses, then a destructive toast gives the gateway's reason", async () => {
    const { user, store } = renderSection(() =>
      json({ error: 'NO_PREVIOUS_RELEASE', message: 'mfe_content has no previous release to roll back to.' }, 409),
    );

    await user.click((await rowOf('mfe_content')).getByRole('button', { name: /Roll back mfe_content/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Roll back' }));

    await waitFor(() =>
      expect(currentToast(store.getState())).toMatchObject({
        title: 'Rollback Failed',
        description: 'mfe_content has no previous release to roll back to.',
        variant: 'destructive',
      }),
    );
  });
});

describe('RemoteRegistrySection platform fit', () => {
  test("each module shows the platform range its release declares and whether this site's platform meets it", async () => {
    const [major] = PLATFORM_VERSION.split('.');
    mockGateway({
      ...csrf,
      'GET /api/admin/remotes': () =>
        json([
          { ...search, platform: `^${major}.0.0` },
          { ...released, platform: `^${Number(major) + 1}.0.0` },
          { ...search, name: 'mfe_account', platform: null },
          { ...search, name: 'mfe_booking', platform: `>=${major}.0.0 <${Number(major) + 1}.0.0` },
        ]),
    });
    renderWithProviders(<RemoteRegistrySection />, { route: '/admin/operations', user: admin });

    const current = await rowOf('mfe_search');
    expect(current.getByText(`^${major}.0.0`)).toBeInTheDocument();
    expect(current.getByText('Compatible')).toBeInTheDocument();
    const next = await rowOf('mfe_content');
    // Ranges other than a caret of this major are decided by npm's rules, fetched when first needed.
    expect(await next.findByText('Incompatible')).toBeInTheDocument();
    expect(next.queryByText('Compatible')).not.toBeInTheDocument();
    const older = await rowOf('mfe_account');
    expect(older.getByText('Not declared')).toBeInTheDocument();
    expect(await older.findByText('Compatible')).toBeInTheDocument();
    expect(await (await rowOf('mfe_booking')).findByText('Compatible')).toBeInTheDocument();
  });
});
