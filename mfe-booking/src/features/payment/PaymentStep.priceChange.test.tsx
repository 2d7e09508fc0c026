import { screen, waitFor, within } from '@testing-library/react';
import { forgetCsrfToken } from '@portal/platform';
import { json, type MockedCall } from '@portal/platform/testing';
import { fillCard, pay, result, setup } from '../../testing/paymentStep';

const PRICE_CHANGED = {
  error: 'PRICE_CHANGED',
  message: 'The price of this flight has changed. Please review the new total before paying.',
  total_currency: 'USD',
};
const rose = (total: string) => json({ ...PRICE_CHANGED, total_amount: total }, 409);
const amountOf = (call: MockedCall) =>
  (call.body as { paymentDetails: { amount: string; currency: string; paymentMethodId: string } }).paymentDetails;
const keyOf = (call: MockedCall) => call.headers.get('Idempotency-Key');

/** The gateway answers each POST /api/bookings with the next answer of the list. */
const answers = (...list: ((call: MockedCall) => Response)[]) => {
  let next = 0;
  return (call: MockedCall) => list[Math.min(next++, list.length - 1)]!(call);
};

beforeEach(() => {
  forgetCsrfToken();
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('PaymentStep when the price rose before the payment', () => {
  test('a 409 PRICE_CHANGED asks first: the total shown and the new total, nothing charged, no toast, the card kept', async () => {
    const { user, stripe, toasts, bookings, onBooked } = setup({ book: () => rose('546.25') });
    await fillCard(user, stripe);
    await user.click(pay());

    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' }, { timeout: 3000 });
    expect(dialog).toHaveAccessibleDescription(/Nothing has been charged\..*Previous total.*\$475.*New total.*\$546/);
    expect(within(dialog).getByTestId('price-was')).toHaveTextContent('$475');
    expect(within(dialog).getByTestId('price-now')).toHaveTextContent('$546');
    expect(within(dialog).getByRole('button', { name: 'Book at the new price' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Back to results' })).toBeEnabled();
    expect(toasts).toHaveLength(0);
    expect(bookings()).toHaveLength(1);
    expect(onBooked).not.toHaveBeenCalled();
    // Behind the modal dialog, the form is hidden from assistive technology.
    expect(screen.getByRole('textbox', { name: /^Cardholder name/, hidden: true })).toHaveValue('Jane Doe');
    expect(stripe.card.clear).not.toHaveBeenCalled();
  });

  test('accepting pays the new total at once under a new Idempotency-Key, reads the offer again and reaches the confirmation', async () => {
    const { user, stripe, bookings, onBooked, onPriceChanged } = setup({
      book: answers(
        () => rose('546.25'),
        () => json({ ...result, totalAmount: '546.25' }, 201),
      ),
    });
    await fillCard(user, stripe);
    await user.click(pay());
    await user.click(await screen.findByRole('button', { name: 'Book at the new price' }, { timeout: 3000 }));

    await waitFor(() => expect(onBooked).toHaveBeenCalledWith({ ...result, totalAmount: '546.25' }), { timeout: 3000 });
    const [refused, accepted] = bookings();
    expect(bookings()).toHaveLength(2);
    expect(amountOf(refused!)).toMatchObject({ amount: '475.00', currency: 'USD' });
    expect(amountOf(refused!)).toMatchObject({ paymentMethodId: 'pm_fake_1' });
    // A new attempt: a new PaymentMethod from the card still in Stripe's Element.
    expect(amountOf(accepted!)).toMatchObject({ amount: '546.25', currency: 'USD', paymentMethodId: 'pm_fake_2' });
    expect(keyOf(accepted!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(accepted!)).not.toBe(keyOf(refused!));
    expect(onPriceChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The total due to the cent, as the card is charged.
    expect(screen.getByText(/Total due: \$546\.25\./)).toBeInTheDocument();
  });

  test('a price that rose again after accepting asks again, from the price accepted to the newest one', async () => {
    const { user, stripe, bookings, onBooked } = setup({
      book: answers(
        () => rose('546.25'),
        () => rose('600.00'),
        () => json(result, 201),
      ),
    });
    await fillCard(user, stripe);
    await user.click(pay());
    await user.click(await screen.findByRole('button', { name: 'Book at the new price' }, { timeout: 3000 }));

    await waitFor(() => expect(screen.getByTestId('price-now')).toHaveTextContent('$600'), { timeout: 3000 });
    const again = screen.getByRole('dialog', { name: 'The price has changed' });
    expect(within(again).getByTestId('price-was')).toHaveTextContent('$546');
    expect(within(again).getByTestId('price-now')).toHaveTextContent('$600');
    expect(onBooked).not.toHaveBeenCalled();
    await user.click(within(again).getByRole('button', { name: 'Book at the new price' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled(), { timeout: 3000 });
    expect(bookings().map((call) => amountOf(call).amount)).toEqual(['475.00', '546.25', '600.00']);
    expect(new Set(bookings().map(keyOf)).size).toBe(3);
  });

  test('declining goes back to the saved results and books nothing more', async () => {
    window.localStorage.setItem('lastSearchParams', 'origin=JFK&destination=LHR&departureDate=2026-12-22');
    const { user, stripe, bookings, router, onBooked, onPriceChanged } = setup({ book: () => rose('546.25') });
    await fillCard(user, stripe);
    await user.click(pay());
    await user.click(await screen.findByRole('button', { name: 'Back to results' }, { timeout: 3000 }));

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/search?origin=JFK&destination=LHR&departureDate=2026-12-22',
      ),
    );
    expect(bookings()).toHaveLength(1);
    expect(onBooked).not.toHaveBeenCalled();
    expect(onPriceChanged).not.toHaveBeenCalled();
  });

  test('when whole dollars would read the same, the totals show cents', async () => {
    const { user, stripe } = setup({ book: () => rose('475.40') });
    await fillCard(user, stripe);
    await user.click(pay());
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' }, { timeout: 3000 });
    expect(within(dialog).getByTestId('price-was')).toHaveTextContent('$475.00');
    expect(within(dialog).getByTestId('price-now')).toHaveTextContent('$475.40');
  });
});
