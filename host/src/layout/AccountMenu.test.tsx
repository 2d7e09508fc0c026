import { screen } from '@testing-library/react';
import { renderWithProviders, makeSessionUser } from '@portal/platform/testing';
import { AccountMenu } from './AccountMenu';

const logout = jest.fn();

// The gateway is not running under jest, so the logout call itself is replaced.
jest.mock('@portal/platform', () => ({
  ...jest.requireActual('@portal/platform'),
  useLogoutMutation: () => [logout, { isLoading: false }],
}));

const signOutFrom = async (route: string) => {
  const rendered = renderWithProviders(<AccountMenu user={makeSessionUser()} />, { route });
  await rendered.user.click(screen.getByRole('button', { name: 'Account menu for Jane' }));
  await rendered.user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
  return rendered;
};

describe('AccountMenu sign out', () => {
  afterEach(() => jest.restoreAllMocks());

  test('when the gateway signs the user out, then the page goes home', async () => {
    logout.mockReturnValue({ unwrap: () => Promise.resolve({ success: true }) });

    const { router } = await signOutFrom('/my-trips');

    expect(logout).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  test('when signing out fails, then it is only logged and the page stays', async () => {
    const failure = { status: 500, data: { message: 'down' } };
    logout.mockReturnValue({ unwrap: () => Promise.reject(failure) });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const { router } = await signOutFrom('/my-trips');

    expect(consoleError).toHaveBeenCalledWith('[host]', 'sign out failed', failure);
    expect(router.state.location.pathname).toBe('/my-trips');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
