import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  paymentRequestSchema,
  paymentResponseSchema,
  stripeClientConfigSchema,
} from '@portal/platform-common/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import { bySession, type RateLimit, type RateLimitRule } from '../../http/rateLimit';
import { validated } from '../../http/validate';
import type { ProviderMode } from '../../providers';
import { MoneyError, toMinor } from '../../providers/money';
import type { CardAttempts } from './cardAttempts';
import { idempotencyKeyOf } from './idempotencyKey';
import { paymentAnswer } from './paymentOutcomes';
import type { PaymentsService } from './payments.service';

type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** The amount in minor units; a currency that takes fewer decimals than sent is a 400. */
export const amountInMinor = (amount: string, currency: string): bigint => {
  try {
    return toMinor(amount, currency);
  } catch (error) {
    if (error instanceof MoneyError)
      throw new AppError('VALIDATION_ERROR', 'Payment amount is required', 400, { cause: error });
    throw error;
  }
};

/** A retry is "the same payment" by amount and PaymentMethod (the card itself never reaches the portal). */
const fingerprintOf = ({ amount, currency, paymentMethodId }: PaymentRequest): string =>
  createHash('sha256')
    .update(JSON.stringify([amount, currency, paymentMethodId]))
    .digest('hex');

export interface PaymentsRouterDeps {
  payments: PaymentsService;
  currentMode: () => Promise<ProviderMode>;
  rateLimit: RateLimit;
  /** Attempts per session (config RATE_LIMIT_PAYMENTS_PER_SESSION), besides the per-address ones. */
  perSession: RateLimitRule;
  /** Attempts per client address (config RATE_LIMIT_PAYMENTS_PER_ADDRESS): a card-testing script gets ten tries, a traveller far more than needed. */
  perAddress: RateLimitRule;
  cardAttempts: CardAttempts;
  /** The signed-in account, if any: an authorization is bound to it and to the session. */
  signedInUserId: (req: Request) => Promise<string | null>;
}

export const createPaymentsRouter = ({
  payments,
  currentMode,
  rateLimit,
  perSession,
  perAddress,
  cardAttempts,
  signedInUserId,
}: PaymentsRouterDeps) =>
  Router()
    // What Stripe.js needs in the browser for the current mode: a publishable key is public by design.
    .get('/api/payments/stripe-config', async (_req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json(stripeClientConfigSchema.parse(await payments.clientConfig(await currentMode())));
    })
    .post(
      '/api/payments/process-card',
      rateLimit({ name: 'process-card-ip', ...perAddress }),
      rateLimit({ name: 'process-card-session', ...perSession, key: bySession }),
      validated({ body: paymentRequestSchema }, async (req, res, { body: request }) => {
        const idempotencyKey = idempotencyKeyOf(req, { required: false });
        const mode = await currentMode();
        const counted = await cardAttempts.admit(mode, request.paymentMethodId);
        const record = await payments.processCard({
          mode,
          amountMinor: amountInMinor(request.amount, request.currency),
          currency: request.currency,
          paymentMethodId: request.paymentMethodId,
          idempotencyKey,
          fingerprint: fingerprintOf(request),
          owner: {
            sessionHash: createHash('sha256').update(req.sessionID).digest('hex'),
            userId: await signedInUserId(req),
          },
        });
        if (record.status === 'authorized') await cardAttempts.authorized(counted);
        res.set('Cache-Control', 'no-store').json(paymentResponseSchema.parse(paymentAnswer(record)));
      }),
    );
