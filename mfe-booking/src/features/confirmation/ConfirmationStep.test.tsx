import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingResult } from '@portal/platform';
import { mockGateway, renderWithProviders, makeBookableOffer as makeOffer } from '@portal/platform/testing';
import { recordToasts, toastTitles } from '../../testing/toasts';
import { ConfirmationStep } from './ConfirmationStep';

const result: BookingResult = {
  id: 'bk_1',
  status: 'confirmed',
  duffelBookingId: 'ord_0000abcd',
  bookingReference: 'ORD_0000',
  totalAmount: '475.00',
  totalCurrency: 'USD',
  accountCreated: false,
  accountInfo: null,
  attachedToExistingAccount: false,
  emailContent: null,
};

const renderConfirmation = (overrides: Partial<BookingResult> = {}) => {
  mockGateway({});
  const user = userEvent.setup({ delay: null });
  const rendered = renderWithProviders(
    <ConfirmationStep
      result={{ ...result, ...overrides }}
      offer={makeOffer()}
      passengerLines={['Jane Doe · Seat 1A', 'John Doe']}
      primaryEmail="jane@example.com"
    />,
    { route: '/booking?offer=off_1' },
  );
  return { ...rendered, user, toasts: recordToasts(rendered.store) };
};

describe('ConfirmationStep', () => {
  test('shows the reference, the total paid, the itinerary and the passengers, and the ways on', () => {
    const { store } = renderConfirmation();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('ORD_0000');
    expect(screen.getByTestId('total-paid')).toHaveTextContent('$475');
    expect(
      within(screen.getByRole('list', { name: 'Itinerary' })).getByText('New York (JFK) → Los Angeles (LAX)'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Passengers' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jane Doe · Seat 1A', 'John Doe']);
    expect(screen.getByRole('link', { name: 'View My Trips' })).toHaveAttribute('href', '/my-trips');
    expect(screen.getByRole('link', { name: 'Book Another Flight' })).toHaveAttribute('href', '/');
    expect(store.getState().toast.current).toMatchObject({ title: 'Booking confirmed!' });
    expect(screen.queryByTestId('account-created')).not.toBeInTheDocument();
  });

  test('the total paid is shown to the cent, as charged', () => {
    renderConfirmation({ totalAmount: '3139.91' });
    expect(screen.getByTestId('total-paid')).toHaveTextContent(/^\$3,139\.91$/);
  });

  test('on a phone no toast covers the booking reference: the page itself says the booking is confirmed and the account made', () => {
    const wide = jest.fn((query: string) => ({ matches: !/min-width/.test(query), media: query }));
    Object.defineProperty(window, 'matchMedia', { value: wide, configurable: true, writable: true });
    jest.useFakeTimers();
    try {
      const { store } = renderConfirmation({
        accountCreated: true,
        accountInfo: { username: 'jane.doe', email: 'jane@example.com' },
      });
      act(() => jest.advanceTimersByTime(5000));
      expect(store.getState().toast.current).toBeNull();
      expect(wide).toHaveBeenCalledWith('(min-width:600px)');
      expect(screen.getByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
      expect(screen.getByTestId('booking-reference')).toHaveTextContent('ORD_0000');
      expect(within(screen.getByTestId('account-created')).getByText(/You are now signed in/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  test("the copy button puts the reference on the clipboard and says 'Copied to clipboard'", async () => {
    const { user, toasts } = renderConfirmation();
    // user-event's clipboard stub; its readText trips over this environment's Blob, so the write is watched instead.
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy booking reference' }));
    expect(write).toHaveBeenCalledWith('ORD_0000');
    expect(toasts.at(-1)).toMatchObject({ title: 'Copied to clipboard' });
  });

  test('a refused clipboard is said, not swallowed', async () => {
    const { user, toasts } = renderConfirmation();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy booking reference' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Could not copy' }));
  });

  test("a new account: its name, the signed-in notice, no password but the e-mailed link to choose one, and 'Account created!' after the confirmation toast", () => {
    jest.useFakeTimers();
    try {
      const { store } = renderConfirmation({
        accountCreated: true,
        accountInfo: { username: 'jane.doe', email: 'jane@example.com' },
      });
      const toasts = [store.getState().toast.current!];
      const notice = within(screen.getByTestId('account-created'));
      expect(notice.getByText('Your account has been created')).toBeInTheDocument();
      expect(notice.getByText(/You are now signed in/)).toBeInTheDocument();
      expect(notice.getByText('jane.doe')).toBeInTheDocument();
      expect(notice.queryByText(/Password:/)).not.toBeInTheDocument();
      expect(notice.queryByText(/shown only this once/)).not.toBeInTheDocument();
      expect(notice.getByText(/We sent you a link to choose your password/)).toBeInTheDocument();
      expect(notice.getByText(/We sent you a link to confirm your e-mail address/)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5000));
      toasts.push(store.getState().toast.current!);
      expect(toastTitles(toasts)).toEqual(['Booking confirmed!', 'Account created!']);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a new account answered to another session (a replay): no credentials, no signed-in toast, only that an account was made and its address has a link to confirm', () => {
    jest.useFakeTimers();
    try {
      const { store } = renderConfirmation({ accountCreated: true, accountInfo: null });
      expect(screen.queryByTestId('account-created')).not.toBeInTheDocument();
      expect(screen.getByTestId('account-created-elsewhere')).toHaveTextContent(
        'An account was created for jane@example.com. We sent a link there to confirm the address, and one to choose a password.',
      );
      act(() => jest.advanceTimersByTime(5000));
      expect(store.getState().toast.current?.title).toBe('Booking confirmed!');
    } finally {
      jest.useRealTimers();
    }
  });

  test('a booking added to an existing account says so and asks to sign in', () => {
    renderConfirmation({ attachedToExistingAccount: true });
    expect(screen.getByTestId('account-attached')).toHaveTextContent(
      'This booking was added to the existing account for jane@example.com. Sign in to see it in My Trips.',
    );
  });
});
