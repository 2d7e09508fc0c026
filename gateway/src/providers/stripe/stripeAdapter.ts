import Stripe from 'stripe';
import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { createStripeReads } from './stripeReads';
import { createStripeRefunds } from './stripeRefunds';
import { paymentMethodParams, summaryOf, type CardHandling, type CardInput, type CardSummary } from './cardPaymentMethod';

export type AuthorizeSource = { card: CardInput };

export interface AuthorizeRequest {
  amountMinor: bigint;
  currency: string;
  source: AuthorizeSource;
  metadata: Record<string, string>;
  description?: string;
  /** Stable per attempt ('booking-<id>-authorize'): a retry replays Stripe's first answer. */
  idempotencyKey: string;
}

export type Authorization =
  | { outcome: 'authorized'; intentId: string; card: CardSummary }
  | { outcome: 'declined'; intentId: string | null; code: string; message: string; card: CardSummary }
  /** 3-D Secure: the browser would have to authenticate, which the portal does not support yet. */
  | { outcome: 'requires_action'; intentId: string; card: CardSummary }
  /** The answer was lost (connection, 5xx, timeout): Stripe may or may not have authorized. */
  | { outcome: 'unknown'; reason: string };

export type Settlement = { outcome: 'done' } | { outcome: 'refused'; status: string; message: string } | { outcome: 'unknown'; reason: string };

export const PAYMENT_UNAVAILABLE_MESSAGE = 'The payment service is temporarily unavailable. Your card has not been charged. Please try again.';
export const TEST_CARD_REQUIRED_MESSAGE = 'This card cannot be used in test mode. Please use a Stripe test card.';

/** How far our clock and Stripe's may differ, for lookups by creation time. */
const CLOCK_SLACK_MS = 15 * 60_000;
/** A bound on a lookup: 2000 intents made since the record. */
const LOOKUP_MAX_PAGES = 20;

const { StripeCardError, StripeAuthenticationError, StripePermissionError, StripeInvalidRequestError } = Stripe.errors;

/** What may be logged of a Stripe failure: never its raw body (it can echo payment method details). */
const loggable = (error: unknown) => {
  if (!(error instanceof Stripe.errors.StripeError)) return { message: (error as Error)?.message };
  const { type, code, decline_code: declineCode, statusCode, requestId, message } = error;
  return { type, code, declineCode, statusCode, requestId, message };
};

/**
 * The booking page classifies errors by their words (traveller-journey §8): 'expired' means the
 * offer expired (back to search), 'card' or 'payment' a payment failure (clear the card fields).
 * Stripe's "Your card has expired." would send the traveller back to search: it is reworded.
 */
const REWORDED: Record<string, string> = { expired_card: 'Your card is past its expiry date. Please use another card.' };

/** Stripe's wording names the card in every decline; a rare one that does not gets it added. */
const cardMessage = (message: string | undefined, code?: string): string => {
  const text = (code && REWORDED[code]) || message?.trim() || 'Your card was declined.';
  const named = /card/i.test(text) ? text : `Card payment failed: ${text}`;
  return named.replace(/expired/gi, 'out of date');
};

const cardOfIntent = (intent: Stripe.PaymentIntent | undefined, fallback: CardSummary): CardSummary => {
  const method = intent?.payment_method ?? intent?.last_payment_error?.payment_method;
  const card = typeof method === 'object' && method ? method.card : undefined;
  return card ? { brand: card.brand, last4: card.last4 } : fallback;
};

/**
 * The few Stripe calls the portal makes, over the official SDK: authorize (manual capture),
 * capture, void, and a lookup by booking id. Answers are outcomes, not exceptions, because the
 * booking saga decides on each; only misconfiguration throws.
 */
export const createStripeAdapter = ({ stripe, cardHandling, logger }: { stripe: Stripe; cardHandling: CardHandling; logger: Logger }) => {
  const unavailable = (what: string, error: unknown) => {
    if (error instanceof StripeAuthenticationError || error instanceof StripePermissionError) {
      logger.error({ call: what, stripe: loggable(error) }, 'stripe refused our key');
      throw new AppError('PAYMENT_NOT_CONFIGURED', 'Card payments are not available right now. Your card has not been charged.', 503, { cause: error });
    }
    logger.warn({ call: what, stripe: loggable(error) }, 'stripe call failed');
  };

  /** After a refused capture or cancel: what the intent is now (both are idempotent in effect). */
  const statusOf = async (intentId: string): Promise<string | null> => {
    try {
      return (await stripe.paymentIntents.retrieve(intentId)).status;
    } catch (error) {
      unavailable('paymentIntents.retrieve', error);
      return null;
    }
  };

  const settle = async (what: 'capture' | 'cancel', intentId: string, idempotencyKey: string, doneWhen: string): Promise<Settlement> => {
    try {
      const intent = what === 'capture'
        ? await stripe.paymentIntents.capture(intentId, {}, { idempotencyKey })
        : await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey });
      return intent.status === doneWhen ? { outcome: 'done' } : { outcome: 'refused', status: intent.status, message: `the intent is ${intent.status}` };
    } catch (error) {
      if (error instanceof StripeInvalidRequestError) {
        const status = await statusOf(intentId);
        if (status === doneWhen) return { outcome: 'done' };
        logger.warn({ call: what, intentId, status, stripe: loggable(error) }, `stripe refused the ${what}`);
        return status ? { outcome: 'refused', status, message: error.message } : { outcome: 'unknown', reason: error.message };
      }
      unavailable(`paymentIntents.${what}`, error);
      return { outcome: 'unknown', reason: (error as Error).message };
    }
  };

  return {
    cardHandling,

    async authorize({ amountMinor, currency, source, metadata, description, idempotencyKey }: AuthorizeRequest): Promise<Authorization> {
      const fallback = summaryOf(source.card);
      const method = paymentMethodParams(source.card, cardHandling);
      if (!method) return { outcome: 'declined', intentId: null, code: 'test_card_required', message: TEST_CARD_REQUIRED_MESSAGE, card: fallback };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: Number(amountMinor),
            currency: currency.toLowerCase(),
            capture_method: 'manual',
            confirm: true,
            allowed_payment_method_types: ['card'],
            ...method,
            metadata,
            ...(description ? { description } : {}),
            expand: ['payment_method'],
          },
          { idempotencyKey },
        );
        const card = cardOfIntent(intent, fallback);
        if (intent.status === 'requires_capture') return { outcome: 'authorized', intentId: intent.id, card };
        if (intent.status === 'requires_action') return { outcome: 'requires_action', intentId: intent.id, card };
        return { outcome: 'declined', intentId: intent.id, code: intent.status, message: cardMessage(intent.last_payment_error?.message, intent.last_payment_error?.code), card };
      } catch (error) {
        if (error instanceof StripeCardError || error instanceof StripeInvalidRequestError) {
          logger.info({ stripe: loggable(error) }, 'card not authorized');
          return {
            outcome: 'declined',
            intentId: error.payment_intent?.id ?? null,
            code: error.decline_code ?? error.code ?? 'card_error',
            message: cardMessage(error instanceof StripeCardError ? error.message : `The card payment could not be processed: ${error.message}`, error.code),
            card: cardOfIntent(error.payment_intent, fallback),
          };
        }
        unavailable('paymentIntents.create', error);
        return { outcome: 'unknown', reason: (error as Error).message };
      }
    },

    /**
     * Stripe's own fingerprint of the card (one per card number on the account), known before
     * any charge is attempted: the card is made a PaymentMethod (raw card data) or its test
     * PaymentMethod is read (a Stripe test key). Null when Stripe cannot tell (a number it
     * refuses, a test key and a card it has no test method for, a lost answer).
     */
    async cardFingerprint(card: CardInput): Promise<string | null> {
      const method = paymentMethodParams(card, cardHandling);
      if (!method) return null;
      try {
        const found = method.payment_method
          ? await stripe.paymentMethods.retrieve(method.payment_method)
          : await stripe.paymentMethods.create(method.payment_method_data as Stripe.PaymentMethodCreateParams);
        return found.card?.fingerprint ?? null;
      } catch (error) {
        if (error instanceof StripeCardError || error instanceof StripeInvalidRequestError) return null;
        unavailable('paymentMethods', error);
        return null;
      }
    },

    capture: (intentId: string, idempotencyKey: string) => settle('capture', intentId, idempotencyKey, 'succeeded'),

    /** Voids an authorization (or an intent left after a decline). An intent already canceled counts as done. */
    cancel: (intentId: string, idempotencyKey: string) => settle('cancel', intentId, idempotencyKey, 'canceled'),

    /**
     * The intent whose metadata[key] is `value` (our booking or authorization id), made since
     * `since` (the record's own creation): Stripe's list has no metadata filter, so the list is
     * read newest first, page after page, back to then. Other payments made meanwhile (a busy
     * account, a gateway down for a while) must not hide it.
     */
    async findByMetadata(key: 'booking_id' | 'authorization_id', value: string, since?: Date): Promise<{ id: string; status: string } | null | 'unknown'> {
      // Stripe's clock and ours may differ a little; without `since`, the latest page only.
      const oldest = since ? Math.floor((since.getTime() - CLOCK_SLACK_MS) / 1000) : Number.POSITIVE_INFINITY;
      try {
        let startingAfter: string | undefined;
        for (let page = 0; page < LOOKUP_MAX_PAGES; page++) {
          const { data, has_more: more } = await stripe.paymentIntents.list({ limit: 100, ...(startingAfter ? { starting_after: startingAfter } : {}) });
          const intent = data.find((candidate) => candidate.metadata?.[key] === value);
          if (intent) return { id: intent.id, status: intent.status };
          const last = data.at(-1);
          if (!more || !last || last.created < oldest) return null;
          startingAfter = last.id;
        }
        return 'unknown';
      } catch (error) {
        unavailable('paymentIntents.list', error);
        return 'unknown';
      }
    },

    async status(intentId: string): Promise<string | null> {
      return statusOf(intentId);
    },

    refund: createStripeRefunds(stripe, logger).refund,

    /** Current state of intents and refunds, for webhook events. */
    reads: createStripeReads(stripe),
  };
};

export type StripeAdapter = ReturnType<typeof createStripeAdapter>;
