import { screen, waitFor, within } from '@testing-library/react';
import { selectCurrentToast, selectUser } from '@portal/platform';
import { json, makeUser, mockGateway, renderWithProviders, type MockedCall } from '@portal/platform/testing';
import { csrf } from '../../testing/accountFixtures';
import { AccountSettingsPage } from './AccountSettingsPage';

const USER = makeUser({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });
const PHONE_FORMAT =
  'Please enter the phone number in international format: + and the country code, then the number (for example +1 212 555 0100).';

/** A gateway that applies the patch as PATCH /api/auth/profile would, a new address pending. */
const profileGateway = () =>
  mockGateway({
    ...csrf,
    'PATCH /api/auth/profile': ({ body }: MockedCall) => {
      const { email, ...rest } = body as Record<string, string>;
      const user = { ...USER, ...rest, ...(email ? { pendingEmail: email } : {}) };
      return json({
        success: true,
        message: email ? `We sent a confirmation link to ${email}.` : 'Your profile has been updated.',
        user,
      });
    },
  });

const renderProfile = async () => {
  const rendered = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings', user: USER });
  const form = within(await screen.findByRole('form', { name: 'Edit profile' }));
  const field = (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
  const save = () => rendered.user.click(form.getByRole('button', { name: 'Save Profile' }));
  return { ...rendered, form, field, save };
};

const patches = (calls: MockedCall[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('the profile form', () => {
  test('it starts from the account, and saving sends only what changed; the signed-in user is updated at once', async () => {
    const { calls } = profileGateway();
    const { user, field, save, store } = await renderProfile();
    expect(field('First name')).toHaveValue('Jane');
    expect(field('Email')).toHaveValue('jane@example.com');

    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Smith');
    await user.type(field('Phone'), '+44 20 7946 0958');
    await save();

    await waitFor(() =>
      expect(selectUser(store.getState())).toMatchObject({ lastName: 'Smith', phone: '+44 20 7946 0958' }),
    );
    expect(patches(calls)).toEqual([{ lastName: 'Smith', phone: '+44 20 7946 0958' }]);
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Profile saved',
      description: 'Your profile has been updated.',
    });
  });

  test("the contract's messages show under the fields and nothing is sent", async () => {
    const { calls } = profileGateway();
    const { user, field, save } = await renderProfile();

    await user.clear(field('First name'));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-address');
    await user.type(field('Phone'), '020 7946 0958');
    await save();

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(PHONE_FORMAT)).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  test('a new address is shown as pending confirmation beside the one in force, which stays', async () => {
    const { calls } = profileGateway();
    const { user, field, save } = await renderProfile();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'jane.new@example.com');
    await user.type(screen.getByLabelText(/^Current password/), 'Jane-Password-1!');
    await save();

    const status = within(await screen.findByRole('group', { name: 'Email confirmation' }));
    expect(await status.findByText('Pending confirmation')).toBeInTheDocument();
    expect(status.getByText('jane.new@example.com')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Profile information' })).getByText('Email').nextSibling,
    ).toHaveTextContent('jane@example.com');
    expect(patches(calls)).toEqual([{ email: 'jane.new@example.com', currentPassword: 'Jane-Password-1!' }]);
  });

  test('a new address asks for the current password: without it nothing is sent, and a wrong one shows under it', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'PATCH /api/auth/profile': () =>
        json(
          {
            message: 'Current password is incorrect',
            error: 'INVALID_PASSWORD',
            issues: [{ path: ['currentPassword'], message: 'Current password is incorrect' }],
          },
          400,
        ),
    });
    const { user, field, save } = await renderProfile();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'jane.new@example.com');
    await save();

    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);

    await user.type(screen.getByLabelText(/^Current password/), 'a-wrong-one');
    await save();

    expect(await screen.findByText('Current password is incorrect', { selector: 'p' })).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ email: 'jane.new@example.com', currentPassword: 'a-wrong-one' }]);
  });

  test("an address another account holds: the gateway's message shows under the e-mail field", async () => {
    mockGateway({
      ...csrf,
      'PATCH /api/auth/profile': () =>
        json({ message: 'This e-mail address is already confirmed for another account.', error: 'EMAIL_HELD' }, 409),
    });
    const { user, field, save } = await renderProfile();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText(/^Current password/), 'Jane-Password-1!');
    await save();

    expect(
      await screen.findByText('This e-mail address is already confirmed for another account.'),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
