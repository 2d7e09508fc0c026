import { screen, waitFor } from '@testing-library/react';
import { selectCurrentToast } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf, networkDown } from '../../testing/accountFixtures';
import { RegisterPage } from './RegisterPage';

const ACCEPTED = { success: true, message: 'Check your e-mail to finish signing up.' };
const GOOD_PASSWORD = 'Analytical-Engine-1843';
const COMPLEXITY =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
const TERMS = 'Please accept the Terms of Service and Privacy Policy to create an account';

const renderRegister = () => renderWithProviders(<RegisterPage />, { route: '/register', user: null });
type Rendered = ReturnType<typeof renderRegister>;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const fillIn = async ({ user }: Rendered, overrides: Partial<Record<string, string>> = {}) => {
  const values = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'Ada@Example.org',
    Username: 'ada.l',
    Password: GOOD_PASSWORD,
    'Confirm password': GOOD_PASSWORD,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) if (value) await user.type(field(label), value);
};

const acceptTerms = ({ user }: Rendered) =>
  user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));

const submit = ({ user }: Rendered) => user.click(screen.getByRole('button', { name: 'Create Account' }));

describe('RegisterPage', () => {
  test('has every field of the spec, an unticked terms box and a link to /login', () => {
    mockGateway({});
    renderRegister();

    for (const label of ['First name', 'Last name', 'Email', 'Username', 'Password', 'Confirm password'])
      expect(field(label)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  test('an empty form shows every required message and sends nothing', async () => {
    const { calls } = mockGateway({});
    const rendered = renderRegister();

    await submit(rendered);

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText(TERMS)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('a bad e-mail, a short username and password, and a different confirmation each get their message', async () => {
    const { calls } = mockGateway({});
    const rendered = renderRegister();

    await fillIn(rendered, { Email: 'ada@', Username: 'ab', Password: 'abcdef', 'Confirm password': '54321' });
    await submit(rendered);

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('the password follows the change-password rule: 12 characters of four kinds, told before anything is sent', async () => {
    const { calls } = mockGateway({});
    const rendered = renderRegister();
    expect(
      screen.getByText('At least 12 characters, with upper and lower case letters, a number and a symbol'),
    ).toBeInTheDocument();

    await fillIn(rendered, { Password: 'abcdefghijklmnop', 'Confirm password': 'abcdefghijklmnop' });
    await acceptTerms(rendered);
    await submit(rendered);

    expect(await screen.findByText(COMPLEXITY)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('an unticked terms box is refused with its message and nothing is sent', async () => {
    const { calls } = mockGateway({});
    const rendered = renderRegister();

    await fillIn(rendered);
    await submit(rendered);

    expect(await screen.findByText(TERMS)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toEqual([]);
  });

  test('a common password the gateway turns down: its message on the password field and in the toast', async () => {
    const message = 'This password is one of the most commonly used and easily guessed. Please choose another.';
    mockGateway({
      ...csrf,
      'POST /api/auth/register': () =>
        json(
          { message, error: 'VALIDATION_ERROR', issues: [{ path: ['password'], message, code: 'common_password' }] },
          400,
        ),
    });
    const rendered = renderRegister();

    await fillIn(rendered, { Password: 'Password1234!', 'Confirm password': 'Password1234!' });
    await acceptTerms(rendered);
    await submit(rendered);

    await waitFor(() => expect(field('Password')).toHaveAccessibleDescription(message));
    expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
      title: 'Registration failed',
      description: message,
      variant: 'destructive',
    });
    expect(rendered.router.state.location.pathname).toBe('/register');
  });

  test('success with the terms accepted: the five fields and the terms are sent, "Registration successful" telling to check the e-mail, then /login', async () => {
    const { calls } = mockGateway({ ...csrf, 'POST /api/auth/register': () => json(ACCEPTED, 202) });
    const rendered = renderRegister();

    await fillIn(rendered);
    await acceptTerms(rendered);
    await submit(rendered);

    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/login'));
    expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
      title: 'Registration successful',
      description: 'Check your e-mail to finish signing up.',
      variant: 'default',
    });
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      username: 'ada.l',
      password: GOOD_PASSWORD,
      terms: true,
    });
  });

  test('a refusal (too many sign-ups from one address): "Registration failed" with the gateway\'s message, and the page stays', async () => {
    mockGateway({
      ...csrf,
      'POST /api/auth/register': () =>
        json({ message: 'Too many requests. Please try again in 15 minutes.', error: 'RATE_LIMITED' }, 429),
    });
    const rendered = renderRegister();

    await fillIn(rendered);
    await acceptTerms(rendered);
    await submit(rendered);

    await waitFor(() =>
      expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
        title: 'Registration failed',
        description: 'Too many requests. Please try again in 15 minutes.',
        variant: 'destructive',
      }),
    );
    expect(rendered.router.state.location.pathname).toBe('/register');
  });

  test('no answer: "Failed to create account"', async () => {
    mockGateway({ ...csrf, 'POST /api/auth/register': networkDown });
    const rendered = renderRegister();

    await fillIn(rendered);
    await acceptTerms(rendered);
    await submit(rendered);

    await waitFor(() =>
      expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
        title: 'Registration failed',
        description: 'Failed to create account',
        variant: 'destructive',
      }),
    );
  });
});
