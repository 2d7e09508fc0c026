import { screen, waitFor, within } from '@testing-library/react';
import { json, makeUser, mockGateway, renderWithProviders, type MockedCall } from '@portal/platform/testing';
import { csrf } from '../../testing/accountFixtures';
import { AccountSettingsPage } from '../settings';

jest.mock('@portal/platform', () => {
  const actual = jest.requireActual('@portal/platform');
  return {
    ...actual,
    DatePickerField: jest.requireActual('../../testing/datePickerStub').makeDatePickerStub(actual.TextField),
  };
});

const ADA = {
  id: '7f1c2a9e-0000-4000-8000-000000000001',
  title: 'ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'female',
  dateOfBirth: '1985-12-10',
  passportNumber: 'K7Q4Z9P2',
  passportIssuingCountry: 'GB',
  passportExpiryDate: '2034-05-01',
};

/** The gateway's /api/travellers over a list held here. */
const travellersGateway = (initial: object[] = [ADA]) => {
  let saved = [...initial];
  return mockGateway({
    ...csrf,
    'GET /api/travellers': () => json(saved),
    'POST /api/travellers': ({ body }: MockedCall) => {
      const added = { id: '7f1c2a9e-0000-4000-8000-000000000002', ...(body as object) };
      saved = [...saved, added];
      return json(added, 201);
    },
    [`DELETE /api/travellers/${ADA.id}`]: () => {
      saved = saved.filter((traveller) => (traveller as { id: string }).id !== ADA.id);
      return new Response(null, { status: 204 });
    },
  });
};

const renderTab = () =>
  renderWithProviders(<AccountSettingsPage />, { route: '/account-settings?tab=travellers', user: makeUser() });
const list = async () => within(await screen.findByRole('list', { name: 'Saved travellers' }));

describe('the Saved travellers tab', () => {
  test("it lists the account's travellers, each passport shown by its last characters only", async () => {
    travellersGateway();
    renderTab();

    const items = await list();
    expect(screen.getByRole('tab', { name: 'Saved travellers' })).toHaveAttribute('aria-selected', 'true');
    expect(items.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(items.getByText(/Passport ending 9P2 \(GB\), expires 2034-05-01/)).toBeInTheDocument();
    expect(screen.queryByText(/K7Q4Z9P2/)).not.toBeInTheDocument();
  });

  test("adding: the contract's messages first, then the traveller is sent, saved and listed", async () => {
    const { calls } = travellersGateway([]);
    const { user } = renderTab();
    // Offered once the account's travellers are known (it is disabled while they load).
    const add = await screen.findByRole('button', { name: 'Add Traveller' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a traveller' }));

    await user.click(dialog.getByRole('button', { name: 'Save Traveller' }));
    expect(await dialog.findByText('First name is required')).toBeInTheDocument();
    expect(dialog.getByText('Please choose a gender')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: /^First name/ }), 'Grace');
    await user.type(dialog.getByRole('textbox', { name: /^Last name/ }), 'Hopper');
    await user.click(dialog.getByRole('combobox', { name: /^Gender/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Female' }));
    await user.type(dialog.getByRole('textbox', { name: /^Date of birth/ }), '1956-12-09');
    await user.type(dialog.getByRole('textbox', { name: /^Passport number/ }), 'K7Q4Z9P2');
    await user.click(dialog.getByRole('button', { name: 'Save Traveller' }));
    expect(
      await dialog.findAllByText(
        'Give the passport number, issuing country and expiry date together, or none of them.',
      ),
    ).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(dialog.getByRole('textbox', { name: /^Passport number/ }));
    await user.click(dialog.getByRole('button', { name: 'Save Traveller' }));

    expect((await list()).getByText('Grace Hopper')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      gender: 'female',
      dateOfBirth: '1956-12-09',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('deleting asks first; keeping changes nothing, confirming deletes it', async () => {
    const { calls } = travellersGateway();
    const { user } = renderTab();

    await user.click((await list()).getByRole('button', { name: 'Delete Ada Lovelace' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this traveller?' })).getByRole('button', {
        name: 'Keep',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click((await list()).getByRole('button', { name: 'Delete Ada Lovelace' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this traveller?' })).getByRole('button', {
        name: 'Delete Traveller',
      }),
    );

    expect(await screen.findByText('No saved travellers yet.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/travellers/${ADA.id}`,
    ]);
  });
});
