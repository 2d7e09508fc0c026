import type { StripeClientConfig } from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { ProviderMode } from '../../providers';
import type { Settlement } from '../../providers/stripe/stripeAdapter';
import type { StripeProviders } from '../../providers/stripe/stripeProviders';
import type { RefundOutcome } from '../../providers/stripe/stripeRefunds';
import { release, settleAuthorization } from './authorizationSettlement';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  type AuthenticationOutcome,
  type AuthorizeInput,
  type AuthorizeOutcome,
} from './paymentOutcomes';
import type { AuthorizationOwner, AuthorizationRecord, PaymentsRepository } from './payments.repository';
import { createLostAnswers } from './lostAnswers';
import { createPaymentSweeps } from './paymentSweeps';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Card authorizations (manual capture) and what becomes of them: captured with a booking, voided
 * otherwise. One row per authorization keeps the intent id, amount, brand and last 4 digits.
 */
export const createPaymentsService = ({
  repository,
  stripe,
  logger,
}: {
  repository: PaymentsRepository;
  stripe: StripeProviders;
  logger: Logger;
}) => {
  const settleOn = async (
    authorization: AuthorizationRecord,
    what: 'capture' | 'cancel',
    key: string,
  ): Promise<Settlement> => {
    if (!authorization.providerPaymentId) return { outcome: 'done' };
    const adapter = await stripe.forMode(authorization.mode);
    const settled = await adapter[what](authorization.providerPaymentId, key);
    if (settled.outcome === 'done')
      await repository.update(authorization.id, { status: what === 'capture' ? 'captured' : 'voided' });
    // A void without an answer: the sweep asks again (sweepUnsettled).
    if (settled.outcome === 'unknown' && what === 'cancel')
      await repository.update(authorization.id, { status: 'unknown' });
    return settled;
  };

  /**
   * One authorization row and its PaymentIntent, keyed `<keyBase>-authorize` (voided with
   * `<keyBase>-void`). `linkRow` names the row on its owner before Stripe is asked, so an answer
   * lost with its gateway still leaves the owner a row to look the intent up by.
   */
  const authorize = async (
    owner: {
      purpose: 'booking' | 'change';
      bookingId: string;
      keyBase: string;
      metadata: Record<string, string>;
      linkRow?: (authorizationId: string) => Promise<void>;
    },
    input: AuthorizeInput,
    description: string,
  ): Promise<AuthorizeOutcome> => {
    const adapter = await stripe.forMode(input.mode);
    const row = await repository.create({
      mode: input.mode,
      amountMinor: input.amountMinor,
      currency: input.currency,
      purpose: owner.purpose,
      bookingId: owner.bookingId,
      cardLast4: null,
    });
    await owner.linkRow?.(row.id);
    const result = await adapter.authorize({
      amountMinor: input.amountMinor,
      currency: input.currency,
      paymentMethodId: input.paymentMethodId,
      metadata: { booking_id: owner.bookingId, ...owner.metadata, authorization_id: row.id },
      description,
      idempotencyKey: `${owner.keyBase}-authorize`,
    });
    return settleAuthorization(repository, adapter, row, result, `${owner.keyBase}-void`, {
      keepForAuthentication: true,
      lostAnswer: owner.linkRow ? 'leave' : 'void',
    });
  };

  return {
    /** The booking saga's authorization; Stripe's key is the booking's, so a resumed saga replays it. */
    authorizeForBooking: (bookingId: string, input: AuthorizeInput, description: string): Promise<AuthorizeOutcome> =>
      authorize({ purpose: 'booking', bookingId, keyBase: `booking-${bookingId}`, metadata: {} }, input, description),

    /**
     * A booking change's own authorization: its key is the change's, so a resumed change saga
     * replays it. The row is named on the change first (`linkRow`); a lost answer is left unknown
     * for the change to settle (settleUnanswered), which carries on with the intent if it holds.
     */
    authorizeForChange: (
      change: { changeId: string; bookingId: string; linkRow: (authorizationId: string) => Promise<void> },
      input: AuthorizeInput,
      description: string,
    ): Promise<AuthorizeOutcome> =>
      authorize(
        {
          purpose: 'change',
          bookingId: change.bookingId,
          keyBase: `change-${change.changeId}`,
          metadata: { change_id: change.changeId },
          linkRow: change.linkRow,
        },
        input,
        description,
      ),

    /**
     * After 3-D Secure: Stripe's word on the intent. Authorized → the row is; failed (the bank
     * refused, the card declined after authenticating, the intent canceled) → the row is declined
     * and whatever the intent still holds is released; still asking → waiting.
     */
    async authenticationOutcome(authorization: AuthorizationRecord, voidKey: string): Promise<AuthenticationOutcome> {
      if (!authorization.providerPaymentId) return { outcome: 'unknown' };
      const adapter = await stripe.forMode(authorization.mode);
      const state = await adapter.intentState(authorization.providerPaymentId);
      if (!state) return { outcome: 'unknown' };
      const card = { cardBrand: state.card.brand, cardLast4: state.card.last4 };
      if (state.status === 'requires_capture') {
        await repository.update(authorization.id, { status: 'authorized', ...card });
        return {
          outcome: 'authorized',
          authorization: (await repository.find(authorization.id)) as AuthorizationRecord,
        };
      }
      if (state.status === 'requires_payment_method' || state.status === 'canceled') {
        const message = state.failureMessage ?? AUTHENTICATION_FAILED_MESSAGE;
        if (state.status !== 'canceled') await release(adapter, authorization.providerPaymentId, voidKey);
        await repository.update(authorization.id, {
          status: 'declined',
          ...card,
          failureCode: state.failureCode ?? 'authentication_failed',
          failureMessage: message.slice(0, 500),
        });
        return {
          outcome: 'failed',
          authorization: (await repository.find(authorization.id)) as AuthorizationRecord,
          message,
        };
      }
      return { outcome: 'waiting' };
    },

    /** Ends a 3-D Secure authorization nobody finished: the intent is canceled (nothing was held yet). */
    async abandonAuthentication(authorization: AuthorizationRecord, voidKey: string): Promise<Settlement> {
      const settled = await settleOn(authorization, 'cancel', voidKey);
      if (settled.outcome === 'done')
        await repository.update(authorization.id, { status: 'voided', failureCode: 'authentication_abandoned' });
      return settled;
    },

    clientConfig: (mode: ProviderMode): Promise<StripeClientConfig> => stripe.clientConfig(mode),

    /**
     * POST /api/payments/process-card: an authorization a booking can use within 30 minutes. With
     * an Idempotency-Key, a retry answers what the first attempt got.
     */
    async processCard(
      input: AuthorizeInput & { idempotencyKey?: string; fingerprint: string; owner: AuthorizationOwner },
    ): Promise<AuthorizationRecord> {
      const fields = {
        mode: input.mode,
        purpose: 'process-card' as const,
        amountMinor: input.amountMinor,
        currency: input.currency,
        bookingId: null,
        cardLast4: null,
      };
      let row: AuthorizationRecord;
      if (input.idempotencyKey) {
        const claimed = await repository.claim({
          ...fields,
          idempotencyKey: `process-card:${input.idempotencyKey}`,
          requestFingerprint: input.fingerprint,
        });
        if (!claimed.created) {
          if (claimed.record.requestFingerprint !== input.fingerprint)
            throw new AppError(
              'IDEMPOTENCY_KEY_REUSED',
              'This Idempotency-Key was already used for another payment.',
              409,
            );
          return this.waitFor(claimed.record.id);
        }
        row = claimed.record;
      } else {
        row = await repository.create(fields);
      }
      await repository.bindOwner(row.id, input.owner);
      const adapter = await stripe.forMode(input.mode);
      const result = await adapter.authorize({
        amountMinor: input.amountMinor,
        currency: input.currency,
        paymentMethodId: input.paymentMethodId,
        metadata: { authorization_id: row.id },
        idempotencyKey: `payment-${row.id}-authorize`,
      });
      return (await settleAuthorization(repository, adapter, row, result, `payment-${row.id}-void`)).authorization;
    },

    /** A concurrent duplicate waits for the first attempt's outcome (20 s at most). */
    async waitFor(id: string): Promise<AuthorizationRecord> {
      for (let waited = 0; waited < 20_000; waited += 200) {
        const record = await repository.find(id);
        if (record && record.status !== 'pending') return record;
        await sleep(200);
      }
      throw new AppError(
        'PAYMENT_IN_PROGRESS',
        'This payment is still being processed. Please try again in a moment.',
        409,
      );
    },

    /** Hands a process-card authorization to a booking (same mode, amount and currency, unused). */
    async takeForBooking(
      paymentId: string,
      want: { mode: ProviderMode; amountMinor: bigint; currency: string; bookingId: string; owner: AuthorizationOwner },
    ): Promise<AuthorizationRecord> {
      const taken = await repository.takeForBooking(paymentId, want);
      if (!taken) throw new AppError('PAYMENT_FAILED', PAYMENT_NOT_FOUND_MESSAGE, 402);
      return taken;
    },

    /** Stripe's fingerprint of the PaymentMethod's card, before anything is charged (null when Stripe cannot tell). */
    async cardFingerprint(mode: ProviderMode, paymentMethodId: string): Promise<string | null> {
      return (await (await stripe.forMode(mode)).paymentMethod(paymentMethodId))?.fingerprint ?? null;
    },

    find: (id: string) => repository.find(id),

    capture: (authorization: AuthorizationRecord, key: string) => settleOn(authorization, 'capture', key),

    void: (authorization: AuthorizationRecord, key: string) => settleOn(authorization, 'cancel', key),

    /** Looks an intent up by booking id when the authorization's own answer was lost. */
    async findForBooking(mode: ProviderMode, bookingId: string, since: Date) {
      return (await stripe.forMode(mode)).findByMetadata('booking_id', bookingId, since);
    },

    /** Gives back part or all of a captured payment; the booking's key makes a retry replay Stripe's answer. */
    async refund(authorization: AuthorizationRecord, amountMinor: bigint, bookingId: string): Promise<RefundOutcome> {
      if (!authorization.providerPaymentId || authorization.status !== 'captured')
        return { outcome: 'rejected', code: 'not_captured', message: 'nothing was captured on this payment' };
      const adapter = await stripe.forMode(authorization.mode);
      return adapter.refund(authorization.providerPaymentId, amountMinor, `booking-${bookingId}-refund`, {
        booking_id: bookingId,
      });
    },

    /**
     * A cancelled booking's refund of a change's own capture (the traveller paid the change on its
     * own intent), under the cancellation's key for that change.
     */
    async refundChangeOnCancellation(
      authorization: AuthorizationRecord,
      amountMinor: bigint,
      bookingId: string,
      changeId: string,
    ): Promise<RefundOutcome> {
      if (!authorization.providerPaymentId || authorization.status !== 'captured')
        return { outcome: 'rejected', code: 'not_captured', message: 'nothing was captured on this payment' };
      const adapter = await stripe.forMode(authorization.mode);
      return adapter.refund(authorization.providerPaymentId, amountMinor, `booking-${bookingId}-refund-${changeId}`, {
        booking_id: bookingId,
        change_id: changeId,
        refund_of: 'cancellation',
      });
    },

    /** A booking change's refund of the booking's payment, under the change's own key. */
    async refundForChange(
      authorization: AuthorizationRecord,
      amountMinor: bigint,
      changeId: string,
      bookingId: string,
    ): Promise<RefundOutcome> {
      if (!authorization.providerPaymentId || authorization.status !== 'captured')
        return { outcome: 'rejected', code: 'not_captured', message: 'nothing was captured on this payment' };
      const adapter = await stripe.forMode(authorization.mode);
      return adapter.refund(authorization.providerPaymentId, amountMinor, `change-${changeId}-refund`, {
        booking_id: bookingId,
        change_id: changeId,
      });
    },

    /**
     * After a gateway stopped mid-authorization: the booking's authorizations that never got
     * Stripe's answer are left to the sweep (sweepUnsettled), which asks Stripe about them until
     * it knows, and voids what Stripe holds (a request can be processed after its caller died).
     */
    leaveUnansweredToSweep: (bookingId: string) => repository.markUnansweredForBooking(bookingId),

    /** Authorizations Stripe answered for this booking that still hold (or may yet hold) money. */
    heldForBooking: (bookingId: string) => repository.heldForBooking(bookingId),

    async voidIntent(mode: ProviderMode, intentId: string, key: string): Promise<Settlement> {
      return (await stripe.forMode(mode)).cancel(intentId, key);
    },

    ...createPaymentSweeps({ repository, stripe, logger }),

    ...createLostAnswers({ repository, stripe }),
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
