import { screen, waitFor } from '@testing-library/react';
import { forgetCsrfToken } from '@portal/platform';
import { json } from '@portal/platform/testing';
import { fillCard, holderField, pay, result, setup } from '../../testing/paymentStep';

const CHALLENGE = {
  id: 'bk_1',
  status: 'requires_action',
  clientSecret: 'pi_3ds_secret_abc',
  message: 'Your bank asks you to confirm this payment.',
};
const UNABLE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

beforeEach(() => {
  forgetCsrfToken();
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('PaymentStep when the bank asks for 3-D Secure', () => {
  test('Stripe.js shows the challenge for the client secret, then the gateway is asked under the same Idempotency-Key and the booking is confirmed', async () => {
    const { user, stripe, calls, bookings, authentications, onBooked } = setup({
      book: () => json(CHALLENGE, 202),
      authenticate: () => json(result, 201),
    });
    let callsBeforeChallenge = -1;
    stripe.handleNextAction.mockImplementationOnce(async () => {
      callsBeforeChallenge = calls.length;
      return { paymentIntent: { id: 'pi_3ds', status: 'requires_capture' } };
    });
    await fillCard(user, stripe);
    await user.click(pay());
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(result), { timeout: 3000 });

    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3ds_secret_abc' });
    const [authentication] = authentications();
    expect(authentications()).toHaveLength(1);
    expect(calls.indexOf(authentication!)).toBeGreaterThanOrEqual(callsBeforeChallenge);
    expect(calls.indexOf(bookings()[0]!)).toBeLessThan(callsBeforeChallenge);
    expect(authentication!.headers.get('Idempotency-Key')).toBe(bookings()[0]!.headers.get('Idempotency-Key'));
    expect(authentication!.body).toEqual({});
  });

  test("a failed challenge is a card payment failure in the gateway's words: the card cleared, the cursor in it, the name kept, nothing booked", async () => {
    const { user, stripe, toasts, authentications, onBooked } = setup({
      book: () => json(CHALLENGE, 202),
      authenticate: () =>
        json(
          { error: 'PAYMENT_FAILED', message: 'Your bank could not confirm this payment. Nothing was charged.' },
          402,
        ),
    });
    stripe.handleNextAction.mockResolvedValueOnce({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: UNABLE },
    });
    await fillCard(user, stripe);
    await user.click(pay());
    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          title: 'Card Payment Failed',
          description: 'Your bank could not confirm this payment. Nothing was charged.',
        }),
      { timeout: 3000 },
    );
    expect(authentications()).toHaveLength(1);
    expect(stripe.card.clear).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(stripe.card.focus).toHaveBeenCalled());
    expect(holderField()).toHaveValue('Jane Doe');
    expect(onBooked).not.toHaveBeenCalled();
  });

  test("a challenge abandoned while the gateway has not heard from Stripe yet: Stripe's words, as a card payment failure", async () => {
    const { user, stripe, toasts, onBooked } = setup({
      book: () => json(CHALLENGE, 202),
      authenticate: () => json(CHALLENGE, 202),
    });
    stripe.handleNextAction.mockResolvedValueOnce({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: UNABLE },
    });
    await fillCard(user, stripe);
    await user.click(pay());
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Card Payment Failed', description: UNABLE }), {
      timeout: 3000,
    });
    expect(stripe.card.clear).toHaveBeenCalledTimes(1);
    expect(onBooked).not.toHaveBeenCalled();
  });

  test('a challenge passed while the gateway still waits for Stripe: asked again until it answers with the booking', async () => {
    let asked = 0;
    const { user, stripe, authentications, onBooked } = setup({
      book: () => json(CHALLENGE, 202),
      authenticate: () => ((asked += 1) < 2 ? json({ message: 'Waiting for your bank.' }, 202) : json(result, 200)),
    });
    await fillCard(user, stripe);
    await user.click(pay());
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(result), { timeout: 5000 });
    expect(authentications()).toHaveLength(2);
    expect(screen.queryByText('Card Payment Failed')).not.toBeInTheDocument();
  });
});
