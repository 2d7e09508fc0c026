import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetCsrfToken } from '@portal/platform';
import {
  json,
  makeSessionUser,
  mockGateway,
  renderWithProviders,
  daysFromToday,
  makeBookableOffer as makeOffer,
} from '@portal/platform/testing';
import type { PassengerType } from '../../shared/party';
import { PassengersStep } from './PassengersStep';
import { whyNotFitting } from './savedTravellerFill';

jest.mock('@portal/platform', () => {
  const actual = jest.requireActual('@portal/platform');
  return {
    ...actual,
    DatePickerField: jest.requireActual('../../testing/datePickerStub').makeDatePickerStub(actual.TextField),
  };
});

const EXPIRES_DURING_TRIP =
  'This passport expires before your last flight. Please use a passport valid for the whole trip.';
const ADA = {
  id: 'a1',
  title: 'ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'female',
  dateOfBirth: '1985-12-10',
  passportNumber: 'K7Q4Z9P2',
  passportIssuingCountry: 'GB',
  passportExpiryDate: daysFromToday(800),
};
/** Her passport runs out on day 33, before the flight home lands on day 37. */
const BYRON = {
  id: 'b2',
  firstName: 'George',
  lastName: 'Byron',
  gender: 'male',
  dateOfBirth: '1978-01-22',
  passportNumber: 'P1234567',
  passportIssuingCountry: 'GB',
  passportExpiryDate: daysFromToday(33),
};
/** Five on the day of travel. */
const AMY = {
  id: 'c3',
  title: 'miss',
  firstName: 'Amy',
  lastName: 'Lovelace',
  gender: 'female',
  dateOfBirth: daysFromToday(30 - 5 * 365 - 10),
  passportNumber: 'C7654321',
  passportIssuingCountry: 'GB',
  passportExpiryDate: daysFromToday(900),
};

/** JFK → LHR out in 30 days, back in 37: passports required. */
const renderStep = ({ signedIn = true, types = ['adult'] as PassengerType[] } = {}) => {
  const offer = makeOffer({ to: 'LHR', roundTrip: true });
  const gateway = mockGateway({
    [`GET /api/flights/verify-offer/${offer.id}`]: () =>
      json({ valid: true, message: 'Offer is valid', expires_at: null }),
    'GET /api/travellers': () => json([ADA, BYRON, AMY]),
    'GET /api/csrf-token': () => json({ csrfToken: 'test-token' }),
    'POST /api/travellers': ({ body }) => json({ id: 'new', ...(body as object) }, 201),
  });
  const onSubmit = jest.fn();
  renderWithProviders(<PassengersStep offer={offer} types={types} saved={null} onSubmit={onSubmit} />, {
    user: signedIn ? makeSessionUser({ phone: '+44 20 7946 0958' }) : null,
  });
  return { ...gateway, onSubmit, user: userEvent.setup({ delay: null }) };
};
const block = (label: string) => within(screen.getByRole('region', { name: label }));
const pick = async (user: ReturnType<typeof userEvent.setup>, label: string, name: string) => {
  await user.click(await block(label).findByRole('button', { name: 'Fill from saved traveller' }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: new RegExp(`^${name}`) }));
};

beforeEach(() => forgetCsrfToken());

describe('PassengersStep: filling a passenger from a saved traveller', () => {
  test('signed out, nothing is offered and the saved travellers are not asked for', async () => {
    const { calls } = renderStep({ signedIn: false });

    await screen.findByRole('region', { name: 'Adult 1' });

    expect(screen.queryByRole('button', { name: 'Fill from saved traveller' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/travellers')).toEqual([]);
  });

  test("a saved traveller fills name, gender, birth date and passport; with the profile's phone, the step goes on with them", async () => {
    const { user, onSubmit } = renderStep();

    await pick(user, 'Adult 1', 'Ada Lovelace');

    expect(block('Adult 1').getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
    expect(block('Adult 1').getByRole('textbox', { name: /^Passport number/ })).toHaveValue('K7Q4Z9P2');
    expect(block('Adult 1').getByRole('combobox', { name: /^Issuing country/ })).toHaveValue('United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Continue to Seat Selection' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0][0]).toMatchObject({
      type: 'adult',
      title: 'ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
      dateOfBirth: '1985-12-10',
      email: 'jane@example.com',
      phone: '+44 20 7946 0958',
      passportNumber: 'K7Q4Z9P2',
      passportIssuingCountry: 'GB',
    });
  });

  test("a passport that expires before the last flight: the form's own message shows as soon as it is filled", async () => {
    const { user } = renderStep();

    await pick(user, 'Adult 1', 'George Byron');

    expect(await block('Adult 1').findByText(EXPIRES_DURING_TRIP)).toBeInTheDocument();
    await waitFor(() =>
      expect(block('Adult 1').getByRole('textbox', { name: /^Passport expiry date/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(block('Adult 1').getByRole('textbox', { name: /^First name/ })).toHaveAttribute('aria-invalid', 'false');
  });

  test('a traveller of another age band on the day of travel is listed but cannot be picked', async () => {
    const { user } = renderStep({ types: ['adult', 'child'] });

    await user.click(await block('Child 1').findByRole('button', { name: 'Fill from saved traveller' }));
    const menu = within(screen.getByRole('menu'));

    expect(menu.getByRole('menuitem', { name: /^Ada Lovelace/ })).toHaveAttribute('aria-disabled', 'true');
    expect(menu.getByRole('menuitem', { name: /^Ada Lovelace/ })).toHaveTextContent('Travels as an adult on this trip');
    expect(menu.getByRole('menuitem', { name: /^Amy Lovelace/ })).not.toHaveAttribute('aria-disabled');
  });
});

describe("PassengersStep: 'Save this traveller to my account'", () => {
  test('signed out, there is no box', async () => {
    renderStep({ signedIn: false });
    await screen.findByRole('region', { name: 'Adult 1' });
    expect(screen.queryByRole('checkbox', { name: 'Save this traveller to my account' })).not.toBeInTheDocument();
  });

  test('a ticked passenger is saved to the account when the step goes on; an unticked one is not', async () => {
    const { user, onSubmit, calls } = renderStep({ types: ['adult', 'child'] });
    await pick(user, 'Adult 1', 'Ada Lovelace');
    await pick(user, 'Child 1', 'Amy Lovelace');
    await user.click(block('Adult 1').getByRole('checkbox', { name: 'Save this traveller to my account' }));

    await user.click(screen.getByRole('button', { name: 'Continue to Seat Selection' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/travellers')).toHaveLength(1),
    );
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/travellers')?.body).toEqual({
      title: 'ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
      dateOfBirth: '1985-12-10',
      passportNumber: 'K7Q4Z9P2',
      passportIssuingCountry: 'GB',
      passportExpiryDate: ADA.passportExpiryDate,
    });
  });
});

describe('whyNotFitting', () => {
  test.each([
    ['2000-01-01', 'adult', null],
    ['2000-01-01', 'child', 'Travels as an adult on this trip'],
    ['2020-06-01', 'child', null],
    ['2020-06-02', 'adult', 'Travels as a child on this trip'],
    ['2025-06-01', 'infant_without_seat', null],
    ['2026-08-01', 'infant_without_seat', 'Not born by the day of travel'],
  ] as const)('born %s, a %s block on 2026-06-01: %s', (dateOfBirth, type, expected) => {
    expect(whyNotFitting({ dateOfBirth }, type, '2026-06-01')).toBe(expected);
  });
});
