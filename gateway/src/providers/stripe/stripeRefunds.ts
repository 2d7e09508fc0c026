import Stripe from 'stripe';
import type { Logger } from '../../http/logger';

export type RefundOutcome =
  | { outcome: 'done'; refundId: string; amountMinor: bigint }
  /** Stripe refused it (nothing to refund, more than was captured): nothing moved. */
  | { outcome: 'rejected'; code: string; message: string }
  /** No clear answer: the same idempotency key asks again without refunding twice. */
  | { outcome: 'unknown'; reason: string };

/** Card refunds of captured payments, over the official SDK. */
export const createStripeRefunds = (stripe: Stripe, logger: Logger) => ({
  async refund(
    intentId: string,
    amountMinor: bigint,
    idempotencyKey: string,
    metadata: Record<string, string>,
  ): Promise<RefundOutcome> {
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: Number(amountMinor), reason: 'requested_by_customer', metadata },
        { idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return {
          outcome: 'rejected',
          code: `refund_${refund.status}`,
          message: refund.failure_reason ?? `the refund ${refund.status}`,
        };
      return { outcome: 'done', refundId: refund.id, amountMinor: BigInt(refund.amount) };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        logger.warn(
          { call: 'refunds.create', intentId, code: error.code, requestId: error.requestId },
          'stripe refused the refund',
        );
        return { outcome: 'rejected', code: error.code ?? 'invalid_request', message: error.message };
      }
      const { message, statusCode } = error as { message?: string; statusCode?: number };
      logger.warn({ call: 'refunds.create', intentId, statusCode, message }, 'stripe refund without an answer');
      return { outcome: 'unknown', reason: message ?? String(error) };
    }
  },
});
