import { finishAuthentication } from './confirmation';
import { invalidRequest } from './errors';
import { findIntent, intentView } from './intents';
import { checkClientSecret, publishableIntentView } from './publishable';
import { ok, type Route, type SandboxContext } from './route';

/**
 * What Stripe.js calls when the customer closes its 3-D Secure overlay without answering: the
 * authentication fails, as if "Fail" had been chosen (payment_intent_authentication_failure),
 * and the intent waits for another payment method. Needs the intent's client secret.
 */
export const sourceCancelRoute = (context: SandboxContext): Route => ({
  method: 'POST',
  path: '/v1/payment_intents/:id/source_cancel',
  publishable: true,
  handle: ({ id, params, keyKind }) => {
    params.allowOnly(['client_secret', 'source', 'expand']);
    const clientSecret = params.string('client_secret', { required: true }) ?? '';
    const source = params.string('source');
    params.expand([]);
    return () => {
      const intent = findIntent(context, id);
      checkClientSecret(intent, clientSecret);
      if (source && source !== intent.next_action?.use_stripe_sdk?.source)
        throw invalidRequest(`No such source: '${source}'`, { param: 'source', code: 'resource_missing', status: 404 });
      if (intent.status !== 'requires_action') {
        throw invalidRequest(
          `This PaymentIntent has a status of ${intent.status}: there is no authentication to cancel.`,
          { code: 'payment_intent_unexpected_state' },
        );
      }
      const after = intentView(context, finishAuthentication(context, id, false));
      return ok(keyKind === 'publishable' ? publishableIntentView(after) : after);
    };
  },
});
