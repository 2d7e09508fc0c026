import express, { Router, type Request } from 'express';
import Stripe from 'stripe';
import { AppError } from '../../http/errors';
import { STRIPE_WEBHOOK_PATH } from '../../providers/stripe/stripeProviders';
import type { StripeWebhooks } from './stripeWebhooks.service';

const STALE_MESSAGE =
  'The Stripe-Signature timestamp is more than 5 minutes old: a delayed or replayed delivery is refused (Stripe signs each retry afresh).';
const MISMATCH_MESSAGE = "The Stripe-Signature header does not match this payload and this endpoint's signing secret.";

/** The event, if Stripe signed these exact bytes with our secret within the SDK's tolerance (5 minutes). */
const verifiedEvent = (req: Request, secret: string | null): Stripe.Event => {
  if (!secret)
    throw new AppError(
      'WEBHOOK_NOT_CONFIGURED',
      "Stripe webhooks are not configured on this portal: set STRIPE_WEBHOOK_SECRET to the endpoint's signing secret.",
      503,
    );
  const signature = req.get('stripe-signature');
  if (!signature)
    throw new AppError(
      'WEBHOOK_SIGNATURE_MISSING',
      'The Stripe-Signature header is missing: only events signed by Stripe are accepted.',
      400,
    );
  const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      const stale = /tolerance/i.test(error.message);
      throw new AppError(
        stale ? 'WEBHOOK_TIMESTAMP_STALE' : 'WEBHOOK_SIGNATURE_INVALID',
        stale ? STALE_MESSAGE : MISMATCH_MESSAGE,
        400,
      );
    }
    if (error instanceof SyntaxError)
      throw new AppError('WEBHOOK_PAYLOAD_INVALID', 'The signed payload is not JSON.', 400);
    throw error;
  }
  const { id, type, data } = (event ?? {}) as Partial<Stripe.Event>;
  if (
    typeof id !== 'string' ||
    !/^evt_\w{1,250}$/.test(id) ||
    typeof type !== 'string' ||
    typeof data?.object !== 'object' ||
    data.object === null
  ) {
    throw new AppError('WEBHOOK_PAYLOAD_INVALID', 'The signed payload is not a Stripe event.', 400);
  }
  return event;
};

/**
 * POST /api/webhooks/stripe. Mounted before the JSON parser, the session and CSRF: the signature
 * covers the raw bytes, and Stripe has neither a session nor a CSRF token. Only the event's id and
 * type are logged, never the body.
 */
export const createStripeWebhooksRouter = ({
  webhooks,
  secret,
}: {
  webhooks: Pick<StripeWebhooks, 'handle'>;
  secret: string | null;
}) =>
  Router().post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
    const { duplicate } = await webhooks.handle(verifiedEvent(req, secret));
    res.set('Cache-Control', 'no-store').json({ received: true, ...(duplicate && { duplicate: true }) });
  });
