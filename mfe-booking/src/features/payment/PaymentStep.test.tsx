import { act, screen, waitFor } from '@testing-library/react';
import { forgetCsrfToken } from '@portal/platform';
import { json } from '@portal/platform/testing';
import { fillCard, holderField, jane, pay, result, seat, setup } from '../../testing/paymentStep';

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  forgetCsrfToken();
  window.localStorage.clear();
  // Failed bookings are logged as warnings on purpose.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('PaymentStep', () => {
  test('the test card is suggested in test mode only', async () => {
    setup();
    expect(
      await screen.findByText('Test mode: use 4242 4242 4242 4242 with any future date and any CVV'),
    ).toBeInTheDocument();
  });

  test('no test card in live mode', async () => {
    const { calls } = setup({ mode: () => json({ isLiveMode: true, mode: 'live' }) });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/system/mode')).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
  });

  test("Pay makes a PaymentMethod from Stripe's card Element with the holder's name, rechecks the offer, and books with its id and no card field", async () => {
    const { user, stripe, bookings, calls, onBooked } = setup();
    await fillCard(user, stripe);
    await user.click(pay());
    expect(await screen.findByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(result), { timeout: 3000 });

    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: stripe.card,
      billing_details: { name: 'Jane Doe' },
    });
    const [post] = bookings();
    expect(post!.body).toEqual({
      offerId: 'off_1',
      passengers: [JSON.parse(JSON.stringify(jane))],
      seats: [seat],
      paymentDetails: { amount: '475.00', currency: 'USD', paymentMethodId: 'pm_fake_1' },
    });
    expect(JSON.stringify(post!.body)).not.toMatch(/cardDetails|number|cvv|cvc|expiry/i);
    expect(post!.headers.get('Idempotency-Key')).toMatch(KEY);
    const order = calls.map((call) => `${call.method} ${call.path}`);
    expect(order.lastIndexOf('GET /api/flights/verify-offer/off_1')).toBeLessThan(order.indexOf('POST /api/bookings'));
  });

  test('a retry of the same attempt sends the same key and PaymentMethod; other card details get new ones', async () => {
    const { user, stripe, bookings, toasts } = setup({
      book: () => json({ message: 'Order service unavailable', error: 'INTERNAL' }, 500),
    });
    await fillCard(user, stripe);
    await user.click(pay());
    await waitFor(
      () => expect(toasts.at(-1)).toMatchObject({ title: 'Booking Failed', description: 'Order service unavailable' }),
      { timeout: 3000 },
    );
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(bookings()).toHaveLength(2), { timeout: 3000 });
    await screen.findByRole('button', { name: 'Pay Now' });
    stripe.changeCard({ brand: 'mastercard' });
    await user.click(pay());
    await waitFor(() => expect(bookings()).toHaveLength(3), { timeout: 3000 });

    const keys = bookings().map((call) => call.headers.get('Idempotency-Key'));
    const methods = bookings().map(
      (call) => (call.body as { paymentDetails: { paymentMethodId: string } }).paymentDetails.paymentMethodId,
    );
    expect([keys[1], methods[1]]).toEqual([keys[0], methods[0]]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(methods).toEqual(['pm_fake_1', 'pm_fake_1', 'pm_fake_2']);
  });

  test("a declined card clears Stripe's card Element and puts the cursor in it, keeping the holder's name; the next Pay is a new attempt", async () => {
    const { user, stripe, toasts, bookings } = setup({
      book: () => json({ message: 'Your card was declined.', error: 'CARD_DECLINED' }, 402),
    });
    await fillCard(user, stripe);
    await user.click(pay());
    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({ title: 'Card Payment Failed', description: 'Your card was declined.' }),
      { timeout: 3000 },
    );
    await waitFor(() => expect(stripe.card.focus).toHaveBeenCalled());
    expect(stripe.card.clear).toHaveBeenCalledTimes(1);
    expect(holderField()).toHaveValue('Jane Doe');
    // The Element was disabled while paying: the cursor is put in it once it is enabled again.
    const enabledAgain = stripe.card.update.mock.calls.findLastIndex(([options]) => options.disabled === false);
    expect(enabledAgain).toBeGreaterThanOrEqual(0);
    expect(stripe.card.focus.mock.invocationCallOrder[0]).toBeGreaterThan(
      stripe.card.update.mock.invocationCallOrder[enabledAgain]!,
    );

    stripe.changeCard();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(bookings()).toHaveLength(2), { timeout: 3000 });
    expect(bookings()[1]!.headers.get('Idempotency-Key')).not.toBe(bookings()[0]!.headers.get('Idempotency-Key'));
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(2);
  });

  test("Stripe's message for what is typed shows under the card, and Pay toasts it under the spec's title without sending anything", async () => {
    const { user, stripe, toasts, bookings } = setup();
    await fillCard(user, stripe);
    stripe.changeCard({
      complete: false,
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
    expect(screen.getByRole('group', { name: 'Card number, expiry date and CVV' })).toHaveAccessibleDescription(
      'Your card number is invalid.',
    );
    await user.click(pay());
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        title: 'Invalid Card Number',
        description: 'Your card number is invalid.',
        variant: 'destructive',
      }),
    );
    expect(stripe.card.focus).toHaveBeenCalled();
    expect(stripe.card.clear).not.toHaveBeenCalled();
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(bookings()).toHaveLength(0);
  });

  test.each([
    ['incomplete_cvc', "Your card's security code is incomplete.", 'Invalid CVV'],
    ['invalid_expiry_year_past', "Your card's expiration year is in the past.", 'Invalid Expiry Date'],
    ['incomplete_number', 'Your card number is incomplete.', 'Invalid Card Number'],
  ])(
    'Stripe.js refuses the card (%s): toast %p under %p, the card kept, nothing sent',
    async (code, message, title) => {
      const { user, stripe, toasts, bookings } = setup();
      stripe.createPaymentMethod.mockResolvedValueOnce({ error: { type: 'validation_error', code, message } });
      await fillCard(user, stripe);
      await user.click(pay());
      await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title, description: message, variant: 'destructive' }));
      expect(stripe.card.clear).not.toHaveBeenCalled();
      expect(bookings()).toHaveLength(0);
    },
  );

  test("a holder name under 3 characters: 'Invalid Card Holder Name', and nothing is sent", async () => {
    const { user, stripe, toasts, bookings } = setup();
    await fillCard(user, stripe, { holder: ' Al ' });
    await user.click(pay());
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        title: 'Invalid Card Holder Name',
        description: 'Please enter the name as it appears on your card',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Please enter the name as it appears on your card')).toBeInTheDocument();
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(bookings()).toHaveLength(0);
  });

  test("a 409 PRICE_CHANGED without a new total: 'Booking Failed' with the message, the offer read again, and a new attempt", async () => {
    const { user, stripe, toasts, onPriceChanged, bookings } = setup({
      book: () => json({ message: 'The price of this flight has changed to $480.', error: 'PRICE_CHANGED' }, 409),
    });
    await fillCard(user, stripe);
    await user.click(pay());
    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          title: 'Booking Failed',
          description: 'The price of this flight has changed to $480.',
        }),
      { timeout: 3000 },
    );
    expect(onPriceChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(bookings()).toHaveLength(2), { timeout: 3000 });
    expect(bookings()[1]!.headers.get('Idempotency-Key')).not.toBe(bookings()[0]!.headers.get('Idempotency-Key'));
  });

  test("an unanswered booking call is a 'Payment Error' that asks for a retry", async () => {
    const { user, stripe, toasts } = setup({
      book: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillCard(user, stripe);
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
