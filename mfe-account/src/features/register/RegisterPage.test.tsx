import { screen, waitFor } from '@testing-library/react';
import { selectCurrentToast } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf, networkDown } from '../../testing/accountFixtures';
import { RegisterPage } from './RegisterPage';

const ACCEPTED = { success: true, message: 'Check your e-mail to finish signing up.' };

const renderRegister = () => renderWithProviders(<RegisterPage />, { route: '/register', user: null });
type Rendered = ReturnType<typeof renderRegister>;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const fillIn = async ({ user }: Rendered, overrides: Partial<Record<string, string>> = {}) => {
  const values = { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'Ada@Example.org', Username: 'ada.l', Password: 'secret1', 'Confirm password': 'secret1', ...overrides };
  for (const [label, value] of Object.entries(values)) if (value) await user.type(field(label), value);
};

const submit = ({ user }: Rendered) => user.click(screen.getByRole('button', { name: 'Create Account' }));

describe('RegisterPage', () => {
  test('has every field of the spec, an unticked terms box and a link to /login', () => {
    mockGateway({});
    renderRegister();

    for (const label of ['First name', 'Last name', 'Email', 'Username', 'Password', 'Confirm password']) expect(field(label)).toBeInTheDocument();
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
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('a bad e-mail, a short username and password, and a different confirmation each get their message', async () => {
    const { calls } = mockGateway({});
    const rendered = renderRegister();

    await fillIn(rendered, { Email: 'ada@', Username: 'ab', Password: '12345', 'Confirm password': '54321' });
    await submit(rendered);

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('success without ticking the terms: the five fields are sent, "Registration successful" telling to check the e-mail, then /login', async () => {
    const { calls } = mockGateway({ ...csrf, 'POST /api/auth/register': () => json(ACCEPTED, 202) });
    const rendered = renderRegister();

    await fillIn(rendered);
    await submit(rendered);

    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/login'));
    expect(selectCurrentToast(rendered.store.getState())).toMatchObject({ title: 'Registration successful', description: 'Check your e-mail to finish signing up.', variant: 'default' });
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', username: 'ada.l', password: 'secret1' });
  });

  test('a refusal (too many sign-ups from one address): "Registration failed" with the gateway\'s message, and the page stays', async () => {
    mockGateway({ ...csrf, 'POST /api/auth/register': () => json({ message: 'Too many requests. Please try again in 15 minutes.', error: 'RATE_LIMITED' }, 429) });
    const rendered = renderRegister();

    await fillIn(rendered);
    await submit(rendered);

    await waitFor(() =>
      expect(selectCurrentToast(rendered.store.getState())).toMatchObject({ title: 'Registration failed', description: 'Too many requests. Please try again in 15 minutes.', variant: 'destructive' }),
    );
    expect(rendered.router.state.location.pathname).toBe('/register');
  });

  test('no answer: "Failed to create account"', async () => {
    mockGateway({ ...csrf, 'POST /api/auth/register': networkDown });
    const rendered = renderRegister();

    await fillIn(rendered);
    await submit(rendered);

    await waitFor(() => expect(selectCurrentToast(rendered.store.getState())).toMatchObject({ title: 'Registration failed', description: 'Failed to create account', variant: 'destructive' }));
  });
});
