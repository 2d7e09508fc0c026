import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetCsrfToken } from '@portal/platform';
import {
  json,
  mockGateway,
  renderWithProviders,
  daysFromToday,
  makeBookableOffer as makeOffer,
} from '@portal/platform/testing';
import { fillPassenger, JANE } from '../../testing/passengerForm';
import { PassengersStep } from './PassengersStep';

jest.mock('@portal/platform', () => {
  const actual = jest.requireActual('@portal/platform');
  return {
    ...actual,
    DatePickerField: jest.requireActual('../../testing/datePickerStub').makeDatePickerStub(actual.TextField),
  };
});

const EXPIRES_DURING_TRIP =
  'This passport expires before your last flight. Please use a passport valid for the whole trip.';

/** JFK → LHR out in 30 days, back in 37 (the last flight lands on day 37): passports required. */
const renderStep = () => {
  const offer = makeOffer({ to: 'LHR', roundTrip: true });
  mockGateway({
    [`GET /api/flights/verify-offer/${offer.id}`]: () =>
      json({ valid: true, message: 'Offer is valid', expires_at: null }),
  });
  const onSubmit = jest.fn();
  renderWithProviders(<PassengersStep offer={offer} types={['adult']} saved={null} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup({ delay: null }) };
};
const countryField = () =>
  within(screen.getByRole('region', { name: 'Adult 1' })).getByRole('combobox', { name: /^Issuing country/ });
const submit = () => screen.getByRole('button', { name: 'Continue to Seat Selection' });
const validPassport = { ...JANE, passportNumber: 'AK1234567', passportExpiryDate: daysFromToday(800) };

beforeEach(() => forgetCsrfToken());

describe('PassengersStep: the issuing country', () => {
  test("a traveller from Kenya finds it by typing the start of its name, picks it, and the booking carries 'KE'", async () => {
    const { user, onSubmit } = renderStep();
    await fillPassenger(user, 'Adult 1', validPassport);
    await user.type(countryField(), 'Ken');

    const options = within(screen.getByRole('listbox', { name: 'Issuing country countries' })).getAllByRole('option');
    expect(options[0]).toHaveAccessibleName('Kenya');
    await user.click(options[0]!);
    expect(countryField()).toHaveValue('Kenya');
    expect(countryField()).toHaveAttribute('aria-expanded', 'false');

    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0][0]).toMatchObject({ passportIssuingCountry: 'KE' });
  });

  test("by keyboard alone: the arrow opens every country with the spec's 24 first, typing filters, Enter picks, Escape closes", async () => {
    const { user } = renderStep();
    act(() => countryField().focus());
    await user.keyboard('{ArrowDown}');

    const list = screen.getByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(249);
    expect(options.slice(0, 4).map((option) => option.textContent?.replace(/[A-Z]{2}$/, ''))).toEqual([
      'United States',
      'United Kingdom',
      'Canada',
      'Australia',
    ]);
    expect(countryField()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(countryField()).toHaveAttribute('aria-expanded', 'false');

    await user.type(countryField(), 'keny');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-selected')),
    ).toEqual(['false']);
    await user.keyboard('{Enter}');
    expect(countryField()).toHaveValue('Kenya');

    // Opened again, the list shows every country with the chosen one highlighted.
    await user.keyboard('{ArrowDown}');
    const highlighted = document.getElementById(countryField().getAttribute('aria-activedescendant') ?? '');
    expect(highlighted).toHaveAccessibleName('Kenya');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(249);
  });

  test('a name typed in full counts when the traveller moves on; nonsense says nothing matches and is not accepted', async () => {
    const { user } = renderStep();
    await user.type(countryField(), 'new zealand');
    await user.tab();
    expect(countryField()).toHaveValue('New Zealand');

    await user.clear(countryField());
    await user.type(countryField(), 'Atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No country found for "Atlantis"');
    await user.click(submit());
    expect(await screen.findByText('Country code must be exactly 2 characters (ISO code)')).toBeInTheDocument();
  });
});

describe('PassengersStep: a passport against the whole trip', () => {
  test('one that expires before the last flight shows the message as soon as it is entered, on the field after submit, and the form does not go on', async () => {
    const { user, onSubmit } = renderStep();
    await fillPassenger(user, 'Adult 1', {
      ...validPassport,
      passportExpiryDate: daysFromToday(33),
      passportIssuingCountry: 'Kenya',
    });
    expect(screen.getByText(EXPIRES_DURING_TRIP)).toBeInTheDocument();

    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Passport expiry date/ })).toHaveAccessibleDescription(
        EXPIRES_DURING_TRIP,
      ),
    );
    expect(screen.getAllByText(EXPIRES_DURING_TRIP)).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('valid for the trip but for under 6 months after the last flight: a hint only, and the form goes on', async () => {
    const { user, onSubmit } = renderStep();
    await fillPassenger(user, 'Adult 1', {
      ...validPassport,
      passportExpiryDate: daysFromToday(200),
      passportIssuingCountry: 'Kenya',
    });
    expect(screen.getByText('Passport expires less than 6 months after your last flight')).toBeInTheDocument();
    expect(screen.queryByText(EXPIRES_DURING_TRIP)).not.toBeInTheDocument();

    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0][0]).toMatchObject({
      passportExpiryDate: daysFromToday(200),
      passportIssuingCountry: 'KE',
    });
  });
});
