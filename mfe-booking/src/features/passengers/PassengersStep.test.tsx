import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetCsrfToken, type FlightOffer } from '@portal/platform';
import {
  json,
  makeSessionUser,
  mockGateway,
  renderWithProviders,
  daysFromToday,
  makeBookableOffer as makeOffer,
  TRAVEL_DATE,
} from '@portal/platform/testing';
import { fillPassenger, JANE } from '../../testing/passengerForm';
import { recordToasts } from '../../testing/toasts';
import type { PassengerType } from '../../shared/party';
import { INCOMPLETE_MESSAGE, PassengersStep } from './PassengersStep';

jest.mock('@portal/platform', () => {
  const actual = jest.requireActual('@portal/platform');
  return {
    ...actual,
    DatePickerField: jest.requireActual('../../testing/datePickerStub').makeDatePickerStub(actual.TextField),
  };
});

const valid = { valid: true, message: 'Offer is valid', expires_at: null };
const expiredAnswer = {
  valid: false,
  message: 'This flight offer has expired. Please select another flight.',
  error: 'OFFER_EXPIRED',
  expires_at: null,
};

const renderStep = ({
  offer = makeOffer(),
  types = ['adult'] as PassengerType[],
  verify = () => json(valid),
  user = null as ReturnType<typeof makeSessionUser> | null,
} = {}) => {
  const gateway = mockGateway({ [`GET /api/flights/verify-offer/${offer.id}`]: verify });
  const onSubmit = jest.fn();
  const rendered = renderWithProviders(
    <PassengersStep offer={offer} types={types} saved={null} onSubmit={onSubmit} />,
    { user },
  );
  const toasts = recordToasts(rendered.store);
  return { ...rendered, ...gateway, onSubmit, toasts, user: userEvent.setup({ delay: null }) };
};

const submit = () => screen.getByRole('button', { name: 'Continue to Seat Selection' });
const block = (label: string) => within(screen.getByRole('region', { name: label }));
const international = (): FlightOffer => makeOffer({ to: 'LHR' });

beforeEach(() => forgetCsrfToken());

describe('PassengersStep', () => {
  test('one block per passenger from the counts, the first marked primary with required contact details', () => {
    renderStep({ types: ['adult', 'adult', 'child', 'infant_without_seat'] });
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Adult 1',
      'Adult 2',
      'Child 1',
      'Infant 1',
    ]);
    expect(block('Adult 1').getByText('Primary passenger')).toBeInTheDocument();
    expect(block('Adult 2').queryByText('Primary passenger')).not.toBeInTheDocument();
    expect(block('Adult 1').getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(block('Adult 1').getByRole('textbox', { name: 'Phone' })).toBeRequired();
    expect(block('Adult 2').getByRole('textbox', { name: 'Email (optional)' })).not.toBeRequired();
    expect(block('Adult 1').getByRole('textbox', { name: /Date of birth/ })).toHaveAttribute(
      'data-max-date',
      daysFromToday(0),
    );
  });

  test("an empty submit shows every required field's message and the form message, and stays", async () => {
    const { user, onSubmit, toasts, calls } = renderStep();
    await user.click(submit());

    for (const message of [
      'Please choose a title',
      'First name is required',
      'Last name is required',
      'Please choose a gender',
      'Date of birth is required',
      'Valid email is required for primary passenger',
      'Phone number is required for primary passenger',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE_MESSAGE);
    expect(toasts.at(-1)).toMatchObject({
      description: 'Please complete all required passenger information before continuing.',
      variant: 'destructive',
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path.includes('verify-offer'))).toHaveLength(1); // the first poll only, no check before an invalid submit
  });

  test('birth dates: not in the future, and in the age band of the passenger type on the day of travel; optional e-mails must be valid', async () => {
    const { user, onSubmit } = renderStep({ types: ['adult', 'child'] });
    await fillPassenger(user, 'Adult 1', { ...JANE, dateOfBirth: daysFromToday(1) });
    await fillPassenger(user, 'Child 1', {
      title: 'Miss',
      firstName: 'Amy',
      lastName: 'Doe',
      gender: 'Female',
      dateOfBirth: '1995-01-01',
      email: 'not-an-email',
    });
    await user.click(submit());

    expect(await block('Adult 1').findByText('Date of birth cannot be in the future')).toBeInTheDocument();
    expect(block('Child 1').getByText('Children must be 2 to 11 years old on the day of travel')).toBeInTheDocument();
    expect(block('Child 1').getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('more infants than adults: each infant needs a lap', async () => {
    const { user } = renderStep({ types: ['adult', 'infant_without_seat', 'infant_without_seat'] });
    await user.click(submit());
    expect(await screen.findByText('Each infant must travel on the lap of an adult')).toBeInTheDocument();
  });

  describe('passports', () => {
    test('required on an international trip: no skip, and every passport message', async () => {
      const { user } = renderStep({ offer: international() });
      expect(block('Adult 1').getByText('Passport details (required for this trip)')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Skip Passport Info' })).not.toBeInTheDocument();
      expect(block('Adult 1').getByRole('textbox', { name: /^Passport number/ })).toBeRequired();

      await fillPassenger(user, 'Adult 1', JANE);
      await user.click(submit());
      expect(await screen.findByText('Passport number must be at least 5 characters')).toBeInTheDocument();
      expect(screen.getByText('Passport expiry date is required')).toBeInTheDocument();
      expect(screen.getByText('Country code must be exactly 2 characters (ISO code)')).toBeInTheDocument();

      await fillPassenger(user, 'Adult 1', {
        passportNumber: 'A'.repeat(21),
        passportExpiryDate: daysFromToday(-1),
        passportIssuingCountry: 'United States',
      });
      await user.click(submit());
      expect(await screen.findByText('Passport number cannot exceed 20 characters')).toBeInTheDocument();
      expect(screen.getByText('Passport must not be expired')).toBeInTheDocument();
      expect(screen.getByText('Passport has expired')).toBeInTheDocument();

      await fillPassenger(user, 'Adult 1', { passportNumber: 'AB-12345' });
      await user.click(submit());
      expect(await screen.findByText('Passport number can only contain letters and numbers')).toBeInTheDocument();
    });

    test('a passport valid for under 180 days is warned about, and the number is sent without spaces, upper-cased', async () => {
      const { user, onSubmit } = renderStep({ offer: international() });
      await fillPassenger(user, 'Adult 1', {
        ...JANE,
        passportNumber: 'ab 123 4567',
        passportExpiryDate: daysFromToday(90),
        passportIssuingCountry: 'United Kingdom',
      });
      expect(screen.getByText('Passport expires in less than 6 months')).toBeInTheDocument();
      await fillPassenger(user, 'Adult 1', { passportExpiryDate: daysFromToday(400) });
      expect(screen.queryByText('Passport expires in less than 6 months')).not.toBeInTheDocument();

      await user.click(submit());
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0][0][0]).toMatchObject({
        passportNumber: 'AB1234567',
        passportIssuingCountry: 'GB',
        passportExpiryDate: daysFromToday(400),
      });
    });

    test("optional on a domestic trip: a started passport is checked, and 'Skip Passport Info' clears and hides it", async () => {
      const { user, onSubmit } = renderStep();
      expect(block('Adult 1').getByText('Passport details (optional)')).toBeInTheDocument();
      await fillPassenger(user, 'Adult 1', { ...JANE, passportNumber: 'X1' });
      await user.click(submit());
      expect(await screen.findByText('Passport number must be at least 5 characters')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Skip Passport Info' }));
      expect(screen.queryByRole('textbox', { name: /^Passport number/ })).not.toBeInTheDocument();
      await user.click(submit());
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0][0][0].passportNumber).toBeUndefined();

      await user.click(screen.getByRole('button', { name: 'Add Passport Info' }));
      expect(block('Adult 1').getByRole('textbox', { name: /^Passport number/ })).toHaveValue('');
    });
  });

  test('a valid form is rechecked against the offer, then handed on, trimmed', async () => {
    const { user, onSubmit, calls } = renderStep({ types: ['adult', 'child'] });
    await fillPassenger(user, 'Adult 1', { ...JANE, firstName: '  Jane ' });
    const childBirth = `${Number(TRAVEL_DATE.slice(0, 4)) - 8}${TRAVEL_DATE.slice(4)}`;
    await fillPassenger(user, 'Child 1', {
      title: 'Miss',
      firstName: 'Amy',
      lastName: 'Doe',
      gender: 'Female',
      dateOfBirth: childBirth,
    });
    await user.click(submit());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual([
      {
        type: 'adult',
        title: 'ms',
        firstName: 'Jane',
        lastName: 'Doe',
        gender: 'female',
        dateOfBirth: '1990-05-17',
        email: 'jane@example.com',
        phone: '+1 555 0100',
      },
      { type: 'child', title: 'miss', firstName: 'Amy', lastName: 'Doe', gender: 'female', dateOfBirth: childBirth },
    ]);
    expect(calls.filter((call) => call.path === '/api/flights/verify-offer/off_1').length).toBeGreaterThanOrEqual(2);
  });

  test("an offer found expired on submit disables the form and the button reads 'Offer Expired'", async () => {
    let answer = valid as object;
    const { user, onSubmit, toasts } = renderStep({ verify: () => json(answer, answer === valid ? 200 : 410) });
    await fillPassenger(user, 'Adult 1', JANE);
    answer = expiredAnswer;
    await user.click(submit());

    const button = await screen.findByRole('button', { name: 'Offer Expired' });
    expect(button).toBeDisabled();
    expect(screen.getByText('This flight offer has expired. Please select another flight.')).toBeInTheDocument();
    expect(block('Adult 1').getByRole('textbox', { name: /^First name/ })).toBeDisabled();
    expect(toasts.at(-1)).toMatchObject({ title: 'Offer No Longer Available' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('when the check itself fails, the traveller is told and the submission goes on', async () => {
    let fail = false;
    const { user, onSubmit, toasts } = renderStep({
      verify: () => (fail ? json({ message: 'Upstream down', error: 'API_ERROR' }, 502) : json(valid)),
    });
    await fillPassenger(user, 'Adult 1', JANE);
    fail = true;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(submit());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(toasts.at(-1)).toMatchObject({
      title: 'Offer Validation Failed',
      description: 'Unable to verify offer validity. Please try again.',
    });
  });

  test('the offer is rechecked every 30 seconds while the form is open', async () => {
    jest.useFakeTimers();
    try {
      let answer = valid as object;
      const { calls } = renderStep({ verify: () => json(answer, answer === valid ? 200 : 410) });
      await act(async () => undefined);
      expect(calls).toHaveLength(1);
      answer = expiredAnswer;
      await act(async () => jest.advanceTimersByTime(29_000));
      expect(calls).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(1_000));
      expect(calls).toHaveLength(2);
      expect(await screen.findByRole('button', { name: 'Offer Expired' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  test("the signed-in traveller's name and e-mail fill the primary passenger", async () => {
    renderStep({ user: makeSessionUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }) });
    await waitFor(() => expect(block('Adult 1').getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada'));
    expect(block('Adult 1').getByRole('textbox', { name: /^Last name/ })).toHaveValue('Lovelace');
    expect(block('Adult 1').getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });
});
