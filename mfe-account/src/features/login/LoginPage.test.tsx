import { act, screen, waitFor } from '@testing-library/react';
import { selectCurrentToast, selectSessionStatus } from '@portal/platform';
import { json, makeUser, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf, networkDown, notAuthenticated } from '../../testing/accountFixtures';
import { LoginPage } from './LoginPage';

const USER = makeUser({ username: 'ada', firstName: 'Ada' });

/** A gateway where `ada` / `right-password` signs in. */
const gateway = (login: () => Response = () => json({ success: true, user: USER })) => {
  let signedIn = false;
  return mockGateway({
    ...csrf,
    'POST /api/auth/login': () => {
      const answer = login();
      signedIn = answer.ok;
      return answer;
    },
    'GET /api/auth/user': () => (signedIn ? json(USER) : notAuthenticated()),
  });
};

const renderLogin = (route = '/login') => renderWithProviders(<LoginPage />, { route, user: null });

type Rendered = ReturnType<typeof renderLogin>;

const signIn = async ({ user }: Rendered, username = 'ada', password = 'right-password') => {
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
};

const at = (rendered: Rendered) => `${rendered.router.state.location.pathname}${rendered.router.state.location.search}`;

describe('LoginPage', () => {
  test('has username (or e-mail), password, a "Forgot password?" link to /forgot-password, and a link to /register', async () => {
    gateway();
    const rendered = renderLogin();

    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username or email/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    await rendered.user.click(forgot);
    expect(at(rendered)).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  test('an empty form shows both messages and sends nothing', async () => {
    const { calls } = gateway();
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('the password can be shown while typing', async () => {
    gateway();
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Show Password' }));

    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
  });

  test('on success: "Login successful", the session is refetched, then the same-site redirect is followed', async () => {
    const { calls } = gateway();
    const rendered = renderLogin('/login?redirect=/account-settings');

    await signIn(rendered);

    await waitFor(() => expect(at(rendered)).toBe('/account-settings'));
    expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
      title: 'Login successful',
      variant: 'default',
    });
    expect(selectSessionStatus(rendered.store.getState())).toBe('signed-in');
    expect(calls.find((call) => call.path === '/api/auth/login')).toMatchObject({
      body: { username: 'ada', password: 'right-password' },
    });
    expect(calls.find((call) => call.path === '/api/auth/login')?.headers.get('X-CSRF-Token')).toBe('test-token');
    expect(calls.some((call) => call.method === 'GET' && call.path === '/api/auth/user')).toBe(true);
  });

  test('a redirect with a query string is kept whole', async () => {
    gateway();
    const rendered = renderLogin(`/login?redirect=${encodeURIComponent('/my-trips?tab=past')}`);

    await signIn(rendered);

    await waitFor(() => expect(at(rendered)).toBe('/my-trips?tab=past'));
  });

  test.each([['//evil.com'], ['https://evil.com'], ['/\\evil.com'], ['javascript:alert(1)']])(
    'a redirect to %s is refused: the page goes to /',
    async (redirect) => {
      gateway();
      const rendered = renderLogin(`/login?redirect=${encodeURIComponent(redirect)}`);

      await signIn(rendered);

      await waitFor(() => expect(selectCurrentToast(rendered.store.getState())?.title).toBe('Login successful'));
      expect(at(rendered)).toBe('/');
    },
  );

  test('without a redirect the page goes to /', async () => {
    gateway();
    const rendered = renderLogin();

    await signIn(rendered);

    await waitFor(() => expect(at(rendered)).toBe('/'));
  });

  test('an e-mail address in the username field is sent as typed, as the username', async () => {
    const { calls } = gateway();
    const rendered = renderLogin();

    await signIn(rendered, 'Ada@Example.org');

    await waitFor(() => expect(at(rendered)).toBe('/'));
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      username: 'Ada@Example.org',
      password: 'right-password',
    });
  });

  test('wrong credentials: "Login failed" with the gateway\'s message, destructive, and the page stays', async () => {
    gateway(() => json({ message: 'Invalid username or password', error: 'INVALID_CREDENTIALS' }, 401));
    const rendered = renderLogin('/login?redirect=/account-settings');

    await signIn(rendered, 'ada', 'wrong');

    await waitFor(() =>
      expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
        title: 'Login failed',
        description: 'Invalid username or password',
        variant: 'destructive',
      }),
    );
    expect(at(rendered)).toBe('/login?redirect=/account-settings');
    expect(selectSessionStatus(rendered.store.getState())).toBe('signed-out');
  });

  test("throttled: the 429's message is shown", async () => {
    const message = 'Too many sign-in attempts. Please try again in 14 minutes.';
    gateway(() => json({ message, error: 'RATE_LIMITED' }, 429));
    const rendered = renderLogin();

    await signIn(rendered);

    await waitFor(() =>
      expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
        title: 'Login failed',
        description: message,
        variant: 'destructive',
      }),
    );
  });

  test('no answer at all: "Invalid username or password"', async () => {
    gateway(networkDown);
    const rendered = renderLogin();

    await signIn(rendered);

    await waitFor(() =>
      expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
        title: 'Login failed',
        description: 'Invalid username or password',
      }),
    );
  });

  test('arriving from a password reset: its message is shown above the form', async () => {
    gateway();
    const { router } = renderLogin();
    expect(screen.queryByText(/Your password has been reset/)).not.toBeInTheDocument();

    await act(() =>
      router.navigate('/login', {
        state: { notice: 'Your password has been reset. Please sign in with your new password.' },
      }),
    );

    expect(
      screen.getByText('Your password has been reset. Please sign in with your new password.'),
    ).toBeInTheDocument();
  });
});
