import type Stripe from 'stripe';
import { createCharge } from './charges';
import { docUrl, StripeApiError, unexpectedState } from './errors';
import { newId } from './ids';
import { findIntent, intentView, saveIntent } from './intents';
import { ok, type Answer, type SandboxContext } from './route';
import type { StoredPaymentMethod } from './store';
import {
  AFTER_AUTHENTICATION,
  asksForAuthentication,
  AUTHENTICATION_DECLINE,
  DECLINES,
  type Decline,
} from './testCards';

export interface AttemptOptions {
  returnUrl?: string;
  /** off_session or error_on_requires_action: a card that needs 3-D Secure is declined instead. */
  failOnAction?: boolean;
  /** This server's address, for the 3-D Secure page link. */
  origin: string;
  expand: readonly string[];
}

export const threeDSecurePath = (intentId: string): string => `/sandbox/3ds/${intentId}`;

const REDIRECT_MESSAGE =
  "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.";

/** Stripe refuses a server-side confirm that could end in a redirect it has nowhere to send. */
export const redirectCheck = (
  automatic: Stripe.PaymentIntent.AutomaticPaymentMethods | null,
  returnUrl: string | undefined,
): string | undefined =>
  automatic?.enabled && automatic.allow_redirects !== 'never' && !returnUrl ? REDIRECT_MESSAGE : undefined;

/** The card is charged: authorized (manual capture) or captured, or declined with Stripe's 402. */
export const settle = (
  context: SandboxContext,
  intent: Stripe.PaymentIntent,
  method: StoredPaymentMethod,
  decline: Decline | undefined,
  expand: readonly string[],
): Answer => {
  if (!decline) {
    const charge = createCharge(context, intent, method);
    const manual = intent.capture_method === 'manual';
    const next = saveIntent(context, {
      ...intent,
      status: manual ? 'requires_capture' : 'succeeded',
      payment_method: method.method.id,
      latest_charge: charge.id,
      amount_capturable: manual ? intent.amount : 0,
      amount_received: manual ? 0 : intent.amount,
      last_payment_error: null,
      next_action: null,
    });
    return ok(intentView(context, next, expand));
  }
  const charge = createCharge(context, intent, method, decline);
  const error: Stripe.PaymentIntent.LastPaymentError = {
    type: 'card_error',
    charge: charge.id,
    code: decline.code,
    decline_code: decline.declineCode,
    doc_url: docUrl(decline.code),
    message: decline.message,
    ...(decline.param && { param: decline.param }),
    payment_method: method.method,
  };
  // As on Stripe, a declined method is detached: the intent waits for another one.
  const next = saveIntent(context, {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    latest_charge: charge.id,
    last_payment_error: error,
    next_action: null,
  });
  throw new StripeApiError(402, {
    ...error,
    type: 'card_error',
    message: decline.message,
    payment_intent: intentView(context, next, expand),
  });
};

const requireAction = (
  context: SandboxContext,
  intent: Stripe.PaymentIntent,
  method: StoredPaymentMethod,
  options: AttemptOptions,
): Answer => {
  // As Stripe's own challenge links do, this one carries the client secret: it alone opens the page.
  const url = `${options.origin}${threeDSecurePath(intent.id)}?client_secret=${encodeURIComponent(intent.client_secret ?? '')}`;
  const nextAction: Stripe.PaymentIntent.NextAction = options.returnUrl
    ? { type: 'redirect_to_url', redirect_to_url: { return_url: options.returnUrl, url } }
    : {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url, source: newId('src') },
      };
  const next = saveIntent(context, {
    ...intent,
    status: 'requires_action',
    payment_method: method.method.id,
    next_action: nextAction,
    last_payment_error: null,
  });
  return ok(intentView(context, next, options.expand));
};

/** One payment attempt with a method already attached or created. */
export const attemptPayment = (
  context: SandboxContext,
  intent: Stripe.PaymentIntent,
  method: StoredPaymentMethod,
  options: AttemptOptions,
): Answer => {
  const { behaviour } = method;
  if (asksForAuthentication(behaviour)) {
    return options.failOnAction
      ? settle(context, intent, method, AUTHENTICATION_DECLINE, options.expand)
      : requireAction(context, intent, method, options);
  }
  return settle(context, intent, method, behaviour === 'succeed' ? undefined : DECLINES[behaviour], options.expand);
};

/** The customer passed or failed the 3-D Secure challenge (the sandbox's own page). */
export const finishAuthentication = (
  context: SandboxContext,
  intentId: string,
  passed: boolean,
): Stripe.PaymentIntent => {
  const intent = findIntent(context, intentId);
  const view = intentView(context, intent);
  if (intent.status !== 'requires_action' || typeof intent.payment_method !== 'string') {
    throw unexpectedState(
      `This PaymentIntent has a status of ${intent.status}: there is no authentication to complete.`,
      view,
    );
  }
  const method = context.store.paymentMethods.get(intent.payment_method);
  if (!method) throw unexpectedState('The payment method of this PaymentIntent is gone.', view);
  if (passed) {
    // Authenticated, the payment goes to the bank, which may still decline it (4000008260003178).
    const after = asksForAuthentication(method.behaviour) ? AFTER_AUTHENTICATION[method.behaviour] : undefined;
    try {
      settle(context, intent, method, after && DECLINES[after], []);
    } catch (error) {
      if (!(error instanceof StripeApiError && error.status === 402)) throw error;
    }
    return findIntent(context, intentId);
  }
  const code = 'payment_intent_authentication_failure';
  return saveIntent(context, {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: {
      type: 'invalid_request_error',
      code,
      doc_url: docUrl(code),
      // What Stripe puts on the intent, and Stripe.js shows, when the customer fails or closes the challenge.
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      payment_method: method.method,
    },
  });
};
