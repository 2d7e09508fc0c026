import { Elements } from '@stripe/react-stripe-js';
import { PaymentForm, type PaymentFormProps } from './PaymentForm';
import { useStripeJs } from './useStripeJs';

/**
 * Step 3: Stripe.js as the gateway configures it (Stripe's own, or offline the sandbox's
 * Stripe.js-compatible script: one code path), then the payment form inside its Elements.
 */
export const PaymentStep = (props: Omit<PaymentFormProps, 'stripeJs'>) => {
  const stripeJs = useStripeJs();
  return (
    <Elements stripe={stripeJs.status === 'ready' ? stripeJs.stripe : null}>
      <PaymentForm {...props} stripeJs={stripeJs} />
    </Elements>
  );
};
