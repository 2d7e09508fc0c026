import { screen, within } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { SubmissionsPage } from './SubmissionsPage';
import { brandState, editor } from '../../testing/contentFixtures';

const submission = (id: string, kind: 'contact' | 'support' | 'newsletter', payload: Record<string, unknown>) => ({
  id,
  kind,
  brand: 'sunjet.travel',
  email: `${id}@example.com`,
  payload,
  userId: null,
  createdAt: '2026-03-04T10:00:00.000Z',
});

describe('SubmissionsPage', () => {
  test('lists the newest submissions and pages to older ones', async () => {
    const { calls } = mockGateway({
      'GET /api/submissions': ({ path }) =>
        path.includes('before=')
          ? json({ submissions: [submission('c2', 'newsletter', { email: 'c2@example.com' })], nextBefore: null })
          : json({
              submissions: [
                submission('c1', 'contact', {
                  firstName: 'Ada',
                  lastName: 'Lovelace',
                  reason: 'billing',
                  message: 'Invoice please',
                }),
              ],
              nextBefore: 'c1',
            }),
    });
    const { user } = renderWithProviders(<SubmissionsPage />, {
      route: '/content/submissions',
      preloadedState: brandState(),
      user: editor,
    });

    const table = within(await screen.findByRole('table', { name: 'Form submissions' }));
    expect(table.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(table.getByText('billing — Invoice please')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Older' }));

    expect(await screen.findByText('Newsletter sign-up')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/submissions?limit=25',
      '/api/submissions?before=c1&limit=25',
    ]);
  });
});
