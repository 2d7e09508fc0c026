import { screen, waitFor } from '@testing-library/react';
import { forgetCsrfToken } from '@portal/platform';
import { json } from '@portal/platform/testing';
import { removeStripeJs, stripeConstructor, stripeScripts, STRIPE_CONFIG } from '../../testing/fakeStripe';
import { pay, setup } from '../../testing/paymentStep';

beforeEach(() => {
  forgetCsrfToken();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('PaymentStep loading Stripe.js', () => {
  test('reads the configuration, adds the configured script once (not again on the next visit), and calls Stripe with the publishable key', async () => {
    const first = setup();
    expect(screen.getByRole('status', { name: 'Loading secure card entry' })).toBeInTheDocument();
    expect(pay()).toBeDisabled();
    await waitFor(() => expect(first.stripe.card.mount).toHaveBeenCalled());
    expect(first.calls.filter((call) => call.path === '/api/payments/stripe-config')).toHaveLength(1);
    expect(stripeScripts()).toHaveLength(1);
    expect(stripeConstructor).toHaveBeenCalledWith('pk_test_portal');
    expect(first.stripe.elements.create).toHaveBeenCalledWith(
      'card',
      expect.objectContaining({ hidePostalCode: true }),
    );
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
    expect(pay()).toBeEnabled();
    first.unmount();

    const again = setup();
    await waitFor(() => expect(again.stripe.card.mount).toHaveBeenCalled());
    expect(stripeScripts()).toHaveLength(1);
  });

  test('a script that cannot load: a clear message, payment disabled, and Retry loads it', async () => {
    removeStripeJs();
    const elsewhere = { ...STRIPE_CONFIG, stripeJsUrl: 'http://127.0.0.1:12111/js/v2/stripe.js' };
    let blocked = true;
    const { user, stripe } = setup({ stripeConfig: () => json(elsewhere), stripeJsFails: () => blocked });
    expect(
      await screen.findByText(/Secure card entry could not be loaded, so payment is unavailable for now/),
    ).toBeInTheDocument();
    expect(pay()).toBeDisabled();
    expect(stripeScripts(elsewhere.stripeJsUrl)).toHaveLength(0);
    expect(stripe.card.mount).not.toHaveBeenCalled();

    blocked = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(stripe.card.mount).toHaveBeenCalled());
    expect(stripeScripts(elsewhere.stripeJsUrl)).toHaveLength(1);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(pay()).toBeEnabled();
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  });

  test('a configuration the gateway cannot give: the same message, and Retry asks again', async () => {
    let answers = 0;
    const { user, stripe, calls } = setup({
      stripeConfig: () =>
        (answers += 1) === 1
          ? json({ error: 'PAYMENT_NOT_CONFIGURED', message: 'Payments are not configured.' }, 503)
          : json(STRIPE_CONFIG),
    });
    expect(await screen.findByText(/Secure card entry could not be loaded/)).toBeInTheDocument();
    expect(pay()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(stripe.card.mount).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === '/api/payments/stripe-config')).toHaveLength(2);
  });
});
