import Stripe from 'stripe';

/** null for Stripe's 404 (an object this account does not have); other failures throw (the caller retries later). */
const orMissing = async <T>(read: Promise<T>): Promise<T | null> => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
};

/**
 * The objects as Stripe has them now. Webhook events may come late, twice or out of order, so
 * what an event leads to is decided on the object's current state rather than on the event's copy.
 */
export const createStripeReads = (stripe: Stripe) => ({
  intent: (id: string) => orMissing(stripe.paymentIntents.retrieve(id)),
  refund: (id: string) => orMissing(stripe.refunds.retrieve(id)),
  /** A charge's refunds (a booking's are one or two). */
  refundsOfCharge: async (chargeId: string): Promise<Stripe.Refund[]> =>
    (await stripe.refunds.list({ charge: chargeId, limit: 100 })).data,
});

export type StripeReads = ReturnType<typeof createStripeReads>;
