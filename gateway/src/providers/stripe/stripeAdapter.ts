import Stripe from 'stripe';
import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { createStripeReads } from './stripeReads';
import { createStripeRefunds } from './stripeRefunds';

/** All that is ever kept of a card. */
export interface CardSummary {
  brand: string | null;
  last4: string | null;
}

/** A card PaymentMethod as Stripe describes it: what the portal may know of a card. */
export interface CardMethod extends CardSummary {
  /** Stripe's card.fingerprint: one per card number on the account. */
  fingerprint: string | null;
}

export interface AuthorizeRequest {
  amountMinor: bigint;
  currency: string;
  /** A PaymentMethod Stripe.js made in the browser (`pm_…`): the card itself never reaches the portal. */
  paymentMethodId: string;
  metadata: Record<string, string>;
  description?: string;
  /** Stable per attempt ('booking-<id>-authorize'): a retry replays Stripe's first answer. */
  idempotencyKey: string;
}

export type Authorization =
  | { outcome: 'authorized'; intentId: string; card: CardSummary }
  | { outcome: 'declined'; intentId: string | null; code: string; message: string; card: CardSummary }
  /** 3-D Secure: the traveller's browser authenticates with the client secret (stripe.handleNextAction). */
  | { outcome: 'requires_action'; intentId: string; clientSecret: string; card: CardSummary }
  /** The answer was lost (connection, 5xx, timeout): Stripe may or may not have authorized. */
  | { outcome: 'unknown'; reason: string };

export type Settlement =
  | { outcome: 'done' }
  | { outcome: 'refused'; status: string; message: string }
  | { outcome: 'unknown'; reason: string };

export const PAYMENT_UNAVAILABLE_MESSAGE =
  'The payment service is temporarily unavailable. Your card has not been charged. Please try again.';

/** An intent as the saga reads it after 3-D Secure: its status, the card, and the decline's words. */
export interface IntentState {
  status: string;
  card: CardSummary;
  /** Stripe's last error on the intent, reworded for the booking page (see cardMessage). */
  failureMessage: string | null;
  failureCode: string | null;
}

const NO_CARD: CardSummary = { brand: null, last4: null };

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
 * The booking page classifies errors by their words: 'expired' means the
 * offer expired (back to search), 'card' or 'payment' a payment failure (clear the card fields).
 * Stripe's "Your card has expired." would send the traveller back to search: it is reworded.
 */
const REWORDED: Record<string, string> = {
  expired_card: 'Your card is past its expiry date. Please use another card.',
};

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
export const createStripeAdapter = ({ stripe, logger }: { stripe: Stripe; logger: Logger }) => {
  const unavailable = (what: string, error: unknown) => {
    if (error instanceof StripeAuthenticationError || error instanceof StripePermissionError) {
      logger.error({ call: what, stripe: loggable(error) }, 'stripe refused our key');
      throw new AppError(
        'PAYMENT_NOT_CONFIGURED',
        'Card payments are not available right now. Your card has not been charged.',
        503,
        { cause: error },
      );
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

  const settle = async (
    what: 'capture' | 'cancel',
    intentId: string,
    idempotencyKey: string,
    doneWhen: string,
  ): Promise<Settlement> => {
    try {
      const intent =
        what === 'capture'
          ? await stripe.paymentIntents.capture(intentId, {}, { idempotencyKey })
          : await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey });
      return intent.status === doneWhen
        ? { outcome: 'done' }
        : { outcome: 'refused', status: intent.status, message: `the intent is ${intent.status}` };
    } catch (error) {
      if (error instanceof StripeInvalidRequestError) {
        const status = await statusOf(intentId);
        if (status === doneWhen) return { outcome: 'done' };
        logger.warn({ call: what, intentId, status, stripe: loggable(error) }, `stripe refused the ${what}`);
        return status
          ? { outcome: 'refused', status, message: error.message }
          : { outcome: 'unknown', reason: error.message };
      }
      unavailable(`paymentIntents.${what}`, error);
      return { outcome: 'unknown', reason: (error as Error).message };
    }
  };

  return {
    async authorize({
      amountMinor,
      currency,
      paymentMethodId,
      metadata,
      description,
      idempotencyKey,
    }: AuthorizeRequest): Promise<Authorization> {
      const fallback = NO_CARD;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: Number(amountMinor),
            currency: currency.toLowerCase(),
            capture_method: 'manual',
            confirm: true,
            allowed_payment_method_types: ['card'],
            payment_method: paymentMethodId,
            metadata,
            ...(description ? { description } : {}),
            expand: ['payment_method'],
          },
          { idempotencyKey },
        );
        const card = cardOfIntent(intent, fallback);
        if (intent.status === 'requires_capture') return { outcome: 'authorized', intentId: intent.id, card };
        if (intent.status === 'requires_action' && intent.client_secret)
          return { outcome: 'requires_action', intentId: intent.id, clientSecret: intent.client_secret, card };
        return {
          outcome: 'declined',
          intentId: intent.id,
          code: intent.status,
          message: cardMessage(intent.last_payment_error?.message, intent.last_payment_error?.code),
          card,
        };
      } catch (error) {
        if (error instanceof StripeCardError || error instanceof StripeInvalidRequestError) {
          logger.info({ stripe: loggable(error) }, 'card not authorized');
          return {
            outcome: 'declined',
            intentId: error.payment_intent?.id ?? null,
            code: error.decline_code ?? error.code ?? 'card_error',
            message: cardMessage(
              error instanceof StripeCardError
                ? error.message
                : `The card payment could not be processed: ${error.message}`,
              error.code,
            ),
            card: cardOfIntent(error.payment_intent, fallback),
          };
        }
        unavailable('paymentIntents.create', error);
        return { outcome: 'unknown', reason: (error as Error).message };
      }
    },

    /** The card behind a PaymentMethod id (null when Stripe knows no such method, or cannot be asked). */
    async paymentMethod(paymentMethodId: string): Promise<CardMethod | null> {
      try {
        const { card } = await stripe.paymentMethods.retrieve(paymentMethodId);
        return card ? { brand: card.brand, last4: card.last4, fingerprint: card.fingerprint ?? null } : null;
      } catch (error) {
        if (error instanceof StripeCardError || error instanceof StripeInvalidRequestError) return null;
        unavailable('paymentMethods.retrieve', error);
        return null;
      }
    },

    /** Where an intent stands (after 3-D Secure); null when Stripe cannot be asked. */
    async intentState(intentId: string): Promise<IntentState | null> {
      try {
        const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
        const failure = intent.last_payment_error;
        return {
          status: intent.status,
          card: cardOfIntent(intent, NO_CARD),
          failureMessage: failure ? cardMessage(failure.message, failure.code) : null,
          failureCode: failure ? (failure.decline_code ?? failure.code ?? 'card_error') : null,
        };
      } catch (error) {
        unavailable('paymentIntents.retrieve', error);
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
    async findByMetadata(
      key: 'booking_id' | 'change_id' | 'authorization_id',
      value: string,
      since?: Date,
    ): Promise<{ id: string; status: string } | null | 'unknown'> {
      // Stripe's clock and ours may differ a little; without `since`, the latest page only.
      const oldest = since ? Math.floor((since.getTime() - CLOCK_SLACK_MS) / 1000) : Number.POSITIVE_INFINITY;
      try {
        let startingAfter: string | undefined;
        for (let page = 0; page < LOOKUP_MAX_PAGES; page++) {
          const { data, has_more: more } = await stripe.paymentIntents.list({
            limit: 100,
            ...(startingAfter ? { starting_after: startingAfter } : {}),
          });
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
