import { act, screen, waitFor } from '@testing-library/react';
import { forgetCsrfToken } from '@portal/platform';
import { json } from '@portal/platform/testing';
import { field, fillCard, jane, pay, result, seat, setup, YEAR } from '../../testing/paymentStep';

beforeEach(() => {
  forgetCsrfToken();
  window.localStorage.clear();
  // Failed bookings are logged as warnings on purpose.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('PaymentStep', () => {
  test('masks the card as typed: groups of four up to 16 digits, month 1-12 padded, 2-digit year, CVV up to 4', async () => {
    const { user } = setup();
    await user.type(field('Card number'), '4242x4242424242424299');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.type(field('Month'), '5');
    expect(field('Month')).toHaveValue('05');
    await user.clear(field('Month'));
    await user.type(field('Month'), '13');
    expect(field('Month')).toHaveValue('12');
    await user.type(field('Year'), '2031');
    expect(field('Year')).toHaveValue('20');
    await user.type(field('CVV'), '12345');
    expect(field('CVV')).toHaveValue('1234');
  });

  test.each([
    [{ number: '4242 4242' }, 'Invalid Card Number', 'Please enter a valid card number'],
    [{ number: '4242424242424241' }, 'Invalid Card Number', 'The card number you entered is not valid'],
    [{ month: '' }, 'Invalid Expiry Date', 'Please enter a valid expiration date'],
    [{ month: '01', year: '20' }, 'Invalid Expiry Date', 'Please enter a valid expiration date'],
    [{ cvv: '12' }, 'Invalid CVV', 'Please enter a valid security code (CVV)'],
    [{ holder: ' Al ' }, 'Invalid Card Holder Name', 'Please enter the name as it appears on your card'],
  ])('%p: toast %s / %s, and nothing is sent', async (card, title, description) => {
    const { user, toasts, bookings } = setup();
    await fillCard(user, card);
    await user.click(pay());
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title, description, variant: 'destructive' }));
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(bookings()).toHaveLength(0);
  });

  test('the test card is suggested in test mode only', async () => {
    setup();
    expect(await screen.findByText('Test mode: use 4242 4242 4242 4242 with any future date and any CVV')).toBeInTheDocument();
  });

  test('no test card in live mode', async () => {
    const { calls } = setup({ mode: () => json({ isLiveMode: true, mode: 'live' }) });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/system/mode')).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
  });

  test('Pay rechecks the offer, then books with the passengers, seats, total and card under an Idempotency-Key', async () => {
    const { user, bookings, calls, onBooked } = setup();
    await fillCard(user);
    await user.click(pay());
    expect(await screen.findByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(result), { timeout: 3000 });

    const [post] = bookings();
    expect(post!.body).toEqual({
      offerId: 'off_1',
      passengers: [JSON.parse(JSON.stringify(jane))],
      seats: [seat],
      paymentDetails: { amount: '475.00', currency: 'USD', cardDetails: { number: '4242424242424242', expiryMonth: '12', expiryYear: YEAR, cvv: '123', holderName: 'Jane Doe' } },
    });
    expect(post!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const order = calls.map((call) => `${call.method} ${call.path}`);
    expect(order.lastIndexOf('GET /api/flights/verify-offer/off_1')).toBeLessThan(order.indexOf('POST /api/bookings'));
  });

  test('a retry of the same attempt sends the same key; other card details get a new one', async () => {
    const { user, bookings, toasts } = setup({ book: () => json({ message: 'Order service unavailable', error: 'INTERNAL' }, 500) });
    await fillCard(user);
    await user.click(pay());
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Booking Failed', description: 'Order service unavailable' }), { timeout: 3000 });
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(bookings()).toHaveLength(2), { timeout: 3000 });
    await screen.findByRole('button', { name: 'Pay Now' });
    await fillCard(user, { cvv: '456' });
    await user.click(pay());
    await waitFor(() => expect(bookings()).toHaveLength(3), { timeout: 3000 });

    const keys = bookings().map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('a declined card clears the card fields but the holder name, and puts the cursor on the number', async () => {
    const { user, toasts } = setup({ book: () => json({ message: 'Your card was declined.', error: 'CARD_DECLINED' }, 402) });
    await fillCard(user);
    await user.click(pay());
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Card Payment Failed', description: 'Your card was declined.' }), { timeout: 3000 });
    await waitFor(() => expect(field('Card number')).toHaveFocus());
    expect(field('Card number')).toHaveValue('');
    expect(field('Month')).toHaveValue('');
    expect(field('Year')).toHaveValue('');
    expect(field('CVV')).toHaveValue('');
    expect(field('Cardholder name')).toHaveValue('Jane Doe');
  });

  test("a 409 PRICE_CHANGED without a new total: 'Booking Failed' with the message, the offer read again, and a new attempt", async () => {
    const { user, toasts, onPriceChanged, bookings } = setup({ book: () => json({ message: 'The price of this flight has changed to $480.', error: 'PRICE_CHANGED' }, 409) });
    await fillCard(user);
    await user.click(pay());
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Booking Failed', description: 'The price of this flight has changed to $480.' }), { timeout: 3000 });
    expect(onPriceChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(bookings()).toHaveLength(2), { timeout: 3000 });
    expect(bookings()[1]!.headers.get('Idempotency-Key')).not.toBe(bookings()[0]!.headers.get('Idempotency-Key'));
  });

  test("an unanswered booking call is a 'Payment Error' that asks for a retry", async () => {
    const { user, toasts } = setup({
      book: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillCard(user);
    await user.click(pay());
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Payment Error' }), { timeout: 3000 });
    expect(toasts.at(-1)?.description).toMatch(/you will not be charged twice/);
  });

  test('Back returns to the seats', async () => {
    const { user, onBack } = setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
