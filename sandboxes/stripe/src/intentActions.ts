import { updateCharge } from './charges';
import { formatAmount, invalidRequest, unexpectedState } from './errors';
import { newId } from './ids';
import { findIntent, INTENT_EXPANSIONS, intentView, saveIntent } from './intents';
import { ok, type Route, type SandboxContext } from './route';

const CANCELABLE: readonly string[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/** Capture (all or part of an authorization) and cancel (void it), as Stripe allows them. */
export const intentActionRoutes = (context: SandboxContext): Route[] => [
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/capture',
    handle: ({ id, params }) => {
      params.allowOnly(['amount_to_capture', 'final_capture', 'metadata', 'expand']);
      const amountToCapture = params.integer('amount_to_capture', { min: 1 });
      // Every capture is final here: what is not captured is released.
      params.boolean('final_capture');
      const metadata = params.metadata();
      const expand = params.expand(INTENT_EXPANSIONS);
      return () => {
        const intent = findIntent(context, id);
        if (intent.status !== 'requires_capture' || typeof intent.latest_charge !== 'string') {
          throw unexpectedState(
            `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
            intentView(context, intent),
          );
        }
        const amount = amountToCapture ?? intent.amount_capturable;
        if (amount > intent.amount_capturable) {
          throw invalidRequest(
            `The amount to capture (${formatAmount(amount, intent.currency)}) is greater than the amount capturable (${formatAmount(intent.amount_capturable, intent.currency)}).`,
            { param: 'amount_to_capture', code: 'amount_too_large', paymentIntent: intentView(context, intent) },
          );
        }
        // What is not captured is released to the cardholder at once, as on Stripe.
        updateCharge(context, intent.latest_charge, () => ({
          captured: true,
          amount_captured: amount,
          balance_transaction: newId('txn'),
        }));
        const next = saveIntent(context, {
          ...intent,
          status: 'succeeded',
          amount_capturable: 0,
          amount_received: amount,
          metadata: { ...intent.metadata, ...metadata },
        });
        return ok(intentView(context, next, expand));
      };
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/cancel',
    handle: ({ id, params }) => {
      params.allowOnly(['cancellation_reason', 'expand']);
      const reason = params.oneOf('cancellation_reason', [
        'abandoned',
        'duplicate',
        'fraudulent',
        'requested_by_customer',
      ]);
      const expand = params.expand(INTENT_EXPANSIONS);
      return () => {
        const intent = findIntent(context, id);
        if (!CANCELABLE.includes(intent.status)) {
          throw unexpectedState(
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
            intentView(context, intent),
          );
        }
        if (intent.status === 'requires_capture' && typeof intent.latest_charge === 'string') {
          // Voiding an authorization shows on its charge as a full refund of the uncaptured amount.
          updateCharge(context, intent.latest_charge, (charge) => ({ refunded: true, amount_refunded: charge.amount }));
        }
        const next = saveIntent(context, {
          ...intent,
          status: 'canceled',
          canceled_at: context.nowSeconds(),
          cancellation_reason: reason ?? null,
          amount_capturable: 0,
          next_action: null,
        });
        return ok(intentView(context, next, expand));
      };
    },
  },
];
