import { screen, waitFor } from '@testing-library/react';
import { forgetCsrfToken } from '@portal/platform';
import { json } from '@portal/platform/testing';
import { fillCard, holderField, jane, pay, setup } from '../../testing/paymentStep';

beforeEach(() => {
  forgetCsrfToken();
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const refusedWith = (message: string) => () => json({ message, error: 'PAYMENT_FAILED' }, 402);
const cardGroup = () => screen.getByRole('group', { name: 'Card number, expiry date and CVV' });
const follows = (later: Element, earlier: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('a declined card is explained next to the card fields', () => {
  test("a generic decline: 'Card Payment Failed' with Stripe's reason and what to do, between the card and the holder's name; the card cleared, the name kept", async () => {
    const { user, stripe, toasts } = setup({ book: refusedWith('Your card was declined.') });
    await fillCard(user, stripe);
    await user.click(pay());

    const notice = await screen.findByTestId('card-decline', {}, { timeout: 3000 });
    expect(notice).toHaveTextContent('Card Payment Failed');
    expect(notice).toHaveTextContent(
      'Your card was declined. Nothing was charged. Your bank refused this card without giving a reason. Please use another card, or ask your bank.',
    );
    expect(follows(notice, cardGroup())).toBe(true);
    expect(follows(holderField(), notice)).toBe(true);
    // The corner toast still says it too (the same title and words).
    expect(toasts.at(-1)).toMatchObject({ title: 'Card Payment Failed', description: 'Your card was declined.' });
    expect(stripe.card.clear).toHaveBeenCalledTimes(1);
    expect(holderField()).toHaveValue('Jane Doe');
    await waitFor(() => expect(stripe.card.focus).toHaveBeenCalled());

    // The Element reports itself empty once cleared: the explanation stays until another card is typed.
    stripe.changeCard({ empty: true, complete: false });
    expect(screen.getByTestId('card-decline')).toBeInTheDocument();
    stripe.changeCard({ empty: false, complete: false });
    expect(screen.queryByTestId('card-decline')).not.toBeInTheDocument();
  });

  test('insufficient funds is said in plain words and asks for another card', async () => {
    const { user, stripe } = setup({ book: refusedWith('Your card has insufficient funds.') });
    await fillCard(user, stripe);
    await user.click(pay());
    expect(await screen.findByTestId('card-decline', {}, { timeout: 3000 })).toHaveTextContent(
      'Card Payment FailedYour card has insufficient funds. Nothing was charged. Your bank says there is not enough money available on this card. Please use another card.',
    );
    expect(stripe.card.clear).toHaveBeenCalledTimes(1);
  });

  test('a wrong security code keeps the card as typed to correct it, and the next Pay books with the same passengers', async () => {
    let answers = 0;
    const { user, stripe, bookings, onBooked } = setup({
      book: () =>
        (answers += 1) === 1
          ? refusedWith("Your card's security code is incorrect.")()
          : json(
              {
                id: 'bk_1',
                status: 'confirmed',
                duffelBookingId: 'ord_1',
                bookingReference: 'ORD_1',
                totalAmount: '475.00',
                totalCurrency: 'USD',
                accountCreated: false,
                accountInfo: null,
                attachedToExistingAccount: false,
                emailContent: null,
              },
              201,
            ),
    });
    await fillCard(user, stripe);
    await user.click(pay());
    expect(await screen.findByTestId('card-decline', {}, { timeout: 3000 })).toHaveTextContent(
      'Check the 3 or 4 digit security code (CVC) on your card and try again.',
    );
    expect(stripe.card.clear).not.toHaveBeenCalled();
    await waitFor(() => expect(stripe.card.focus).toHaveBeenCalled());

    stripe.changeCard();
    expect(screen.queryByTestId('card-decline')).not.toBeInTheDocument();
    await user.click(pay());
    await waitFor(() => expect(onBooked).toHaveBeenCalled(), { timeout: 3000 });
    expect(bookings().map((call) => (call.body as { passengers: unknown }).passengers)).toEqual([
      [JSON.parse(JSON.stringify(jane))],
      [JSON.parse(JSON.stringify(jane))],
    ]);
  });
});
