import type { PaymentResponse, StripeClientConfig } from '@portal/platform/contracts';
import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { ProviderMode } from '../../providers';
import {
  PAYMENT_UNAVAILABLE_MESSAGE,
  type Authorization,
  type Settlement,
  type StripeAdapter,
} from '../../providers/stripe/stripeAdapter';
import type { StripeProviders } from '../../providers/stripe/stripeProviders';
import type { RefundOutcome } from '../../providers/stripe/stripeRefunds';
import type { AuthorizationRecord, PaymentsRepository } from './payments.repository';

/** process-card cannot show a 3-D Secure challenge: the booking page pays such a card itself. */
export const REQUIRES_ACTION_MESSAGE =
  'This card asks for 3-D Secure authentication: please pay for it on the booking page.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'Your card payment could not be authenticated with your bank. Nothing was charged. Please try again or use another card.';
export const PAYMENT_NOT_FOUND_MESSAGE =
  'This card payment could not be found or was already used. Please enter your card details again.';

export type AuthorizeOutcome =
  | { outcome: 'authorized'; authorization: AuthorizationRecord }
  | { outcome: 'declined'; authorization: AuthorizationRecord; code: string; message: string }
  | { outcome: 'requires_action'; authorization: AuthorizationRecord; clientSecret: string }
  | { outcome: 'unknown'; authorization: AuthorizationRecord; reason: string };

export interface AuthorizeInput {
  mode: ProviderMode;
  amountMinor: bigint;
  currency: string;
  /** The PaymentMethod Stripe.js made in the browser. */
  paymentMethodId: string;
}

/** Where a 3-D Secure authorization stands once the traveller's browser is done (or gone). */
export type AuthenticationOutcome =
  | { outcome: 'authorized'; authorization: AuthorizationRecord }
  | { outcome: 'failed'; authorization: AuthorizationRecord; message: string }
  | { outcome: 'waiting' }
  | { outcome: 'unknown' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** The answer a failed authorization gets: the card's own wording for a decline. */
export const authorizationError = (outcome: Exclude<AuthorizeOutcome, { outcome: 'authorized' }>): AppError => {
  if (outcome.outcome === 'declined') return new AppError('PAYMENT_FAILED', outcome.message, 402);
  if (outcome.outcome === 'requires_action')
    return new AppError('PAYMENT_REQUIRES_ACTION', REQUIRES_ACTION_MESSAGE, 402);
  return new AppError('PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE, 502);
};

/** POST /api/payments/process-card's answer for an authorization, whether just made or replayed. */
export const paymentAnswer = (record: AuthorizationRecord): PaymentResponse => {
  if (record.status === 'authorized' && record.providerPaymentId)
    return { success: true, paymentId: record.providerPaymentId };
  if (record.status === 'declined' && record.failureCode !== 'no_answer')
    throw new AppError('PAYMENT_FAILED', record.failureMessage ?? 'Your card was declined.', 402);
  if (record.status === 'requires_action') throw new AppError('PAYMENT_REQUIRES_ACTION', REQUIRES_ACTION_MESSAGE, 402);
  if (record.status === 'voided' || record.status === 'captured')
    throw new AppError('PAYMENT_FAILED', PAYMENT_NOT_FOUND_MESSAGE, 402);
  throw new AppError('PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE, 502);
};

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
  /** Voids what a failed authorization left on Stripe (a declined or 3-D Secure intent). */
  const release = async (adapter: StripeAdapter, intentId: string | null, key: string) => {
    if (intentId) await adapter.cancel(intentId, key);
  };

  /** Records Stripe's answer on the row and tidies up after a failure. `keys` name this attempt. */
  const settle = async (
    adapter: StripeAdapter,
    row: AuthorizationRecord,
    result: Authorization,
    voidKey: string,
    { keepForAuthentication = false } = {},
  ): Promise<AuthorizeOutcome> => {
    const card = 'card' in result ? { cardBrand: result.card.brand, cardLast4: result.card.last4 } : {};
    const intent = 'intentId' in result && result.intentId ? { providerPaymentId: result.intentId } : {};
    switch (result.outcome) {
      case 'authorized':
        await repository.update(row.id, { status: 'authorized', ...card, ...intent });
        break;
      case 'declined':
        await repository.update(row.id, {
          status: 'declined',
          ...card,
          ...intent,
          failureCode: result.code,
          failureMessage: result.message,
        });
        await release(adapter, result.intentId, voidKey);
        return {
          outcome: 'declined',
          authorization: (await repository.find(row.id)) as AuthorizationRecord,
          code: result.code,
          message: result.message,
        };
      case 'requires_action':
        await repository.update(row.id, {
          status: 'requires_action',
          ...card,
          ...intent,
          failureCode: 'requires_action',
        });
        // The booking page authenticates it; process-card cannot, so there it is released at once.
        if (!keepForAuthentication) await release(adapter, result.intentId, voidKey);
        return {
          outcome: 'requires_action',
          authorization: (await repository.find(row.id)) as AuthorizationRecord,
          clientSecret: result.clientSecret,
        };
      case 'unknown': {
        // The answer was lost: if the intent exists after all, it is voided now.
        const found = await adapter.findByMetadata('authorization_id', row.id, row.createdAt);
        if (found && found !== 'unknown' && (await adapter.cancel(found.id, voidKey)).outcome === 'done') {
          await repository.update(row.id, { status: 'voided', providerPaymentId: found.id, failureCode: 'unknown' });
        } else {
          // Not on Stripe at all: nothing is held. Otherwise it stays unknown for the resumer.
          await repository.update(row.id, {
            status: found === null ? 'declined' : 'unknown',
            failureCode: found === null ? 'no_answer' : 'unknown',
            failureMessage: result.reason.slice(0, 500),
          });
        }
        return {
          outcome: 'unknown',
          authorization: (await repository.find(row.id)) as AuthorizationRecord,
          reason: result.reason,
        };
      }
    }
    return { outcome: 'authorized', authorization: (await repository.find(row.id)) as AuthorizationRecord };
  };

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

  return {
    /** The booking saga's authorization; Stripe's key is the booking's, so a resumed saga replays it. */
    async authorizeForBooking(
      bookingId: string,
      input: AuthorizeInput,
      description: string,
    ): Promise<AuthorizeOutcome> {
      const adapter = await stripe.forMode(input.mode);
      const row = await repository.create({
        mode: input.mode,
        amountMinor: input.amountMinor,
        currency: input.currency,
        purpose: 'booking',
        bookingId,
        cardLast4: null,
      });
      const result = await adapter.authorize({
        amountMinor: input.amountMinor,
        currency: input.currency,
        paymentMethodId: input.paymentMethodId,
        metadata: { booking_id: bookingId, authorization_id: row.id },
        description,
        idempotencyKey: `booking-${bookingId}-authorize`,
      });
      return settle(adapter, row, result, `booking-${bookingId}-void`, { keepForAuthentication: true });
    },

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
      input: AuthorizeInput & { idempotencyKey?: string; fingerprint: string },
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
      const adapter = await stripe.forMode(input.mode);
      const result = await adapter.authorize({
        amountMinor: input.amountMinor,
        currency: input.currency,
        paymentMethodId: input.paymentMethodId,
        metadata: { authorization_id: row.id },
        idempotencyKey: `payment-${row.id}-authorize`,
      });
      return (await settle(adapter, row, result, `payment-${row.id}-void`)).authorization;
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
      want: { mode: ProviderMode; amountMinor: bigint; currency: string; bookingId: string },
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

    /** Voids process-card authorizations no booking used within `maxAgeMs` (30 minutes). */
    async sweepUnused(maxAgeMs = 30 * 60_000): Promise<number> {
      let voided = 0;
      for (const authorization of await repository.unused(new Date(Date.now() - maxAgeMs))) {
        if (!(await repository.claimUnusedForVoid(authorization.id))) continue;
        const settled = await (
          await stripe.forMode(authorization.mode)
        ).cancel(authorization.providerPaymentId as string, `payment-${authorization.id}-void`);
        if (settled.outcome === 'unknown') {
          // Asked again at the next sweep.
          await repository.update(authorization.id, { status: 'authorized' });
          continue;
        }
        voided += 1;
      }
      if (voided) logger.info({ voided }, 'voided card authorizations no booking used');
      return voided;
    },

    /** Authorizations whose answer was lost (of failed bookings or none): released if Stripe holds them. */
    async sweepUnsettled(minAgeMs = 5 * 60_000): Promise<number> {
      let settledCount = 0;
      for (const authorization of await repository.unsettled(new Date(Date.now() - minAgeMs))) {
        const adapter = await stripe.forMode(authorization.mode);
        const found = authorization.providerPaymentId
          ? { id: authorization.providerPaymentId }
          : await adapter.findByMetadata('authorization_id', authorization.id, authorization.createdAt);
        if (found === 'unknown') continue;
        if (!found) {
          await repository.transition(authorization.id, ['unknown'], { status: 'declined', failureCode: 'no_answer' });
        } else if ((await adapter.cancel(found.id, `payment-${authorization.id}-void`)).outcome === 'done') {
          await repository.transition(authorization.id, ['unknown'], { status: 'voided', providerPaymentId: found.id });
        } else {
          continue;
        }
        settledCount += 1;
      }
      return settledCount;
    },
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
