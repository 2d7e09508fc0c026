import { screen, waitFor } from '@testing-library/react';
import { selectCurrentToast } from '@portal/platform';
import { json, makeUser, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf, networkDown } from '../../testing/accountFixtures';
import { AccountSettingsPage } from './AccountSettingsPage';

const COMPLEXITY =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
const NEW = 'New-Password-2026!';

/** The Security tab of a signed-in user, once the session has settled. */
const renderSecurity = async () => {
  const rendered = renderWithProviders(<AccountSettingsPage />, {
    route: '/account-settings?tab=security',
    user: makeUser(),
  });
  await screen.findByRole('form', { name: 'Change password' });
  return rendered;
};
type Rendered = Awaited<ReturnType<typeof renderSecurity>>;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const fillIn = async ({ user }: Rendered, values: { current?: string; next?: string; confirm?: string }) => {
  if (values.current) await user.type(field('Current password'), values.current);
  if (values.next) await user.type(field('New password'), values.next);
  if (values.confirm) await user.type(field('Confirm new password'), values.confirm);
};

const submit = ({ user }: Rendered) => user.click(screen.getByRole('button', { name: 'Update Password' }));

describe('the change-password form', () => {
  test('an empty form shows the three required messages and sends nothing', async () => {
    const { calls } = mockGateway({});
    const rendered = await renderSecurity();

    await submit(rendered);

    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test.each([
    ['Sh0rt-pw!', 'New password must be at least 12 characters'],
    ['all-lowercase-1', COMPLEXITY],
    ['ALL-UPPERCASE-1', COMPLEXITY],
    ['No-Digits-Here!', COMPLEXITY],
    ['NoSpecials20261', COMPLEXITY],
  ])('a new password "%s" → "%s"', async (next, message) => {
    const { calls } = mockGateway({});
    const rendered = await renderSecurity();

    await fillIn(rendered, { current: 'old-password', next, confirm: next });
    await submit(rendered);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('a common password the gateway turns down: its message on the new-password field and in the toast', async () => {
    const message = 'This password is one of the most commonly used and easily guessed. Please choose another.';
    mockGateway({
      ...csrf,
      'POST /api/auth/change-password': () =>
        json(
          { message, error: 'VALIDATION_ERROR', issues: [{ path: ['newPassword'], message, code: 'common_password' }] },
          400,
        ),
    });
    const rendered = await renderSecurity();

    await fillIn(rendered, { current: 'old-password', next: 'Password1234!', confirm: 'Password1234!' });
    await submit(rendered);

    await waitFor(() => expect(field('New password')).toHaveAccessibleDescription(message));
    expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
      title: 'Error',
      description: message,
      variant: 'destructive',
    });
  });

  test('a different confirmation → "Passwords don\'t match"', async () => {
    mockGateway({});
    const rendered = await renderSecurity();

    await fillIn(rendered, { current: 'old-password', next: NEW, confirm: `${NEW}x` });
    await submit(rendered);

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  test('success: only current and new are sent, "Success" / "Your password has been updated", and the form is emptied', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/auth/change-password': () => json({ success: true, message: 'Your password has been updated' }),
    });
    const rendered = await renderSecurity();

    await fillIn(rendered, { current: 'old-password', next: NEW, confirm: NEW });
    await submit(rendered);

    await waitFor(() =>
      expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
        title: 'Success',
        description: 'Your password has been updated',
        variant: 'default',
      }),
    );
    expect(calls.find((call) => call.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: NEW,
    });
    await waitFor(() => expect(field('New password')).toHaveValue(''));
    expect(field('Current password')).toHaveValue('');
  });

  test('a wrong current password: "Error" with the gateway\'s message, also under the field', async () => {
    mockGateway({
      ...csrf,
      'POST /api/auth/change-password': () =>
        json({ message: 'Current password is incorrect', error: 'INVALID_PASSWORD' }, 400),
    });
    const rendered = await renderSecurity();

    await fillIn(rendered, { current: 'not-it', next: NEW, confirm: NEW });
    await submit(rendered);

    await waitFor(() =>
      expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
        title: 'Error',
        description: 'Current password is incorrect',
        variant: 'destructive',
      }),
    );
    expect(field('Current password')).toHaveAccessibleDescription('Current password is incorrect');
  });

  test('an answer without a message: "Failed to update password"', async () => {
    mockGateway({ ...csrf, 'POST /api/auth/change-password': () => json({}, 500) });
    const rendered = await renderSecurity();

    await fillIn(rendered, { current: 'old-password', next: NEW, confirm: NEW });
    await submit(rendered);

    await waitFor(() =>
      expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
        title: 'Error',
        description: 'Failed to update password',
        variant: 'destructive',
      }),
    );
  });

  test('no answer at all: "An unknown error occurred"', async () => {
    mockGateway({ ...csrf, 'POST /api/auth/change-password': networkDown });
    const rendered = await renderSecurity();

    await fillIn(rendered, { current: 'old-password', next: NEW, confirm: NEW });
    await submit(rendered);

    await waitFor(() =>
      expect(selectCurrentToast(rendered.store.getState())).toMatchObject({
        title: 'Error',
        description: 'An unknown error occurred',
        variant: 'destructive',
      }),
    );
  });
});
