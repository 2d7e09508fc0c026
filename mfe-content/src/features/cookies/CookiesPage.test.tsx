import { screen, waitFor, within } from '@testing-library/react';
import { CONSENT_STORAGE_KEY, selectCurrentToast } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { CookiesPage } from './CookiesPage';
import { brandState, contentPage } from '../../testing/contentFixtures';

describe('CookiesPage', () => {
  beforeEach(() => window.localStorage.clear());

  test('under the policy, the visitor changes their cookie choices and they are remembered', async () => {
    mockGateway({
      'GET /api/content/cookies': () =>
        json(contentPage({ slug: 'cookies', title: 'Cookie Policy', html: '<p>We use cookies.</p>' })),
    });
    const { user, store } = renderWithProviders(<CookiesPage />, { route: '/cookies', preloadedState: brandState() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    const choices = within(screen.getByRole('region', { name: 'Manage your cookies' }));
    expect(choices.getByText(/You have not made a choice yet/)).toBeInTheDocument();

    await user.click(choices.getByRole('checkbox', { name: /Analytics/ }));
    await user.click(choices.getByRole('button', { name: 'Save choices' }));

    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      preferences: false,
      analytics: true,
      marketing: false,
    });
    await waitFor(() => expect(selectCurrentToast(store.getState())).toMatchObject({ title: 'Cookie choices saved' }));
    expect(choices.getByText(/Last changed on/)).toBeInTheDocument();
  });
});
