import express, { Router, type Request, type RequestHandler } from 'express';
import Stripe from 'stripe';
import { AppError } from '../../http/errors';
import type { RateLimitOptions } from '../../http/rateLimit';
import { STRIPE_WEBHOOK_PATH } from '../../providers/stripe/stripeProviders';
import type { StripeWebhooks } from './stripeWebhooks.service';

const STALE_MESSAGE =
  'The Stripe-Signature timestamp is more than 5 minutes old: a delayed or replayed delivery is refused (Stripe signs each retry afresh).';
const MISMATCH_MESSAGE = "The Stripe-Signature header does not match this payload and this endpoint's signing secret.";

/**
 * Deliveries per client address per minute: well above what one Stripe account sends in a burst
 * (a refused delivery is retried by Stripe with growing waits), yet a bound on an unsigned flood.
 */
export const STRIPE_WEBHOOK_LIMIT = { limit: 600, windowMs: 60_000 };

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
    if (error instanceof SyntaxError)
      throw new AppError('WEBHOOK_PAYLOAD_INVALID', 'The signed payload is not JSON.', 400);
    // constructEvent does no I/O: whatever else it throws is about the header it was given. Its
    // parser throws plain errors for some malformed headers (an empty v1), not its own class.
    const stale = error instanceof Stripe.errors.StripeSignatureVerificationError && /tolerance/i.test(error.message);
    throw new AppError(
      stale ? 'WEBHOOK_TIMESTAMP_STALE' : 'WEBHOOK_SIGNATURE_INVALID',
      stale ? STALE_MESSAGE : MISMATCH_MESSAGE,
      400,
    );
  }
  const { id, type, data, created, livemode } = (event ?? {}) as Partial<Stripe.Event>;
  if (
    typeof id !== 'string' ||
    !/^evt_\w{1,250}$/.test(id) ||
    typeof type !== 'string' ||
    typeof data?.object !== 'object' ||
    data.object === null ||
    !Number.isSafeInteger(created) ||
    typeof livemode !== 'boolean'
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
  rateLimit,
}: {
  webhooks: Pick<StripeWebhooks, 'handle'>;
  secret: string | null;
  rateLimit: (options: RateLimitOptions) => RequestHandler;
}) =>
  Router().post(
    STRIPE_WEBHOOK_PATH,
    // Counted per client address before any work, so unsigned floods cost one statement each.
    rateLimit({ name: 'stripe-webhooks', ...STRIPE_WEBHOOK_LIMIT }),
    express.raw({ type: () => true, limit: '512kb' }),
    async (req, res) => {
      const { duplicate } = await webhooks.handle(verifiedEvent(req, secret));
      res.set('Cache-Control', 'no-store').json({ received: true, ...(duplicate && { duplicate: true }) });
    },
  );
