import type Stripe from 'stripe';
import { isUuid } from '../../db/uuid';
import type { Logger } from '../../http/logger';
import type { ProviderMode } from '../../providers';
import type { StripeReads } from '../../providers/stripe/stripeReads';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { PaymentsRepository } from '../payments/payments.repository';
import type { StripeEventsRepository } from './stripeEvents.repository';

/** What applying an event did, kept on its stripe_events row. */
export interface Effect {
  outcome: string;
  bookingId?: string | null;
}

/** Told about every change of an authorization's intent (the 3-D Secure continuation plugs in here). */
export type IntentUpdateHook = (intent: Stripe.PaymentIntent, mode: ProviderMode) => Promise<void>;

export interface EffectDeps {
  events: StripeEventsRepository;
  bookings: Pick<BookingsRepository, 'find' | 'transition' | 'record'>;
  payments: Pick<PaymentsRepository, 'transition'>;
  reads(mode: ProviderMode): Promise<StripeReads>;
  onIntentUpdate?: IntentUpdateHook;
  logger: Logger;
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * What an event changes for the portal, decided on the object as Stripe has it now (events may
 * come late, twice or out of order): a refund that failed puts its booking in needs_attention;
 * an authorization Stripe canceled is voided, and its booking too needs a person if its order
 * already exists. It never creates an order or captures money: the saga does that.
 */
export const createEventEffects = ({ events, bookings, payments, reads, onIntentUpdate, logger }: EffectDeps) => {
  const refundChanged = async (refund: Stripe.Refund): Promise<Effect> => {
    const bookingId = await events.bookingOfRefund(refund.id, idOf(refund.payment_intent));
    if (refund.status !== 'failed' && refund.status !== 'canceled')
      return { outcome: `refund_${refund.status ?? 'unknown'}`, bookingId };
    const reason = refund.failure_reason ?? refund.status;
    if (!bookingId) {
      logger.warn({ refundId: refund.id, reason }, 'a card refund failed, but no booking has it');
      return { outcome: 'refund_failed' };
    }
    const moved = await bookings.transition(bookingId, ['cancelled', 'cancelling'], {
      status: 'needs_attention',
      failureCode: 'REFUND_FAILED',
      failureMessage: `Card refund ${refund.id} failed after it was made (${reason}): the traveller has not been paid back.`,
    });
    if (moved) {
      await bookings.record(bookingId, 'refund', 'failed', { refundId: refund.id, reason });
      logger.error(
        { bookingId, refundId: refund.id, reason },
        'a card refund failed after it was made: needs attention',
      );
    }
    return { outcome: moved ? 'booking_needs_attention' : 'refund_failed', bookingId };
  };

  const refundEvent = async (mode: ProviderMode, refundId: string): Promise<Effect> => {
    const refund = await (await reads(mode)).refund(refundId);
    return refund ? refundChanged(refund) : { outcome: 'object_missing' };
  };

  /** charge.refunded: every refund of the charge, as Stripe has them now. A released authorization is no refund. */
  const chargeRefunded = async (mode: ProviderMode, charge: Stripe.Charge): Promise<Effect> => {
    if (!charge.captured) return { outcome: 'authorization_released' };
    let last: Effect = { outcome: 'no_refund' };
    for (const refund of await (await reads(mode)).refundsOfCharge(charge.id)) {
      const effect = await refundChanged(refund);
      if (last.outcome !== 'booking_needs_attention') last = effect;
    }
    return last;
  };

  /** Stripe canceled an intent (a void of ours, or an authorization that lapsed uncaptured). */
  const intentCanceled = async (mode: ProviderMode, intentId: string): Promise<Effect> => {
    const intent = await (await reads(mode)).intent(intentId);
    if (!intent) return { outcome: 'object_missing' };
    if (intent.status !== 'canceled') return { outcome: `intent_${intent.status}` };
    const reason = intent.cancellation_reason ?? 'unknown';
    const authorization = await events.authorizationOfIntent(intent.id);
    // Only rows that may hold money: a declined or 3-D Secure row keeps the answer its checkout replays.
    const voided = authorization
      ? await payments.transition(authorization.id, ['authorized', 'unknown'], {
          status: 'voided',
          failureCode: `canceled_${reason}`,
        })
      : false;
    const metadataBooking = intent.metadata?.booking_id;
    const bookingId = authorization?.bookingId ?? (metadataBooking && isUuid(metadataBooking) ? metadataBooking : null);
    const booking = bookingId ? await bookings.find(bookingId) : null;
    if (booking?.status === 'order_created') {
      // An order with no money, as when a capture is refused: a person decides.
      const moved = await bookings.transition(booking.id, ['order_created'], {
        status: 'needs_attention',
        failureCode: reason === 'automatic' ? 'AUTHORIZATION_EXPIRED' : 'AUTHORIZATION_CANCELED',
        failureMessage: `Stripe canceled the card authorization (${reason}) before it was captured: the airline order exists but the payment cannot be captured.`,
      });
      if (moved) {
        await bookings.record(booking.id, 'capture', 'refused', { status: 'canceled', reason });
        logger.error(
          { bookingId: booking.id, intentId: intent.id, reason },
          'an order exists but Stripe canceled its authorization: needs attention',
        );
        return { outcome: 'booking_needs_attention', bookingId: booking.id };
      }
    }
    return { outcome: voided ? 'authorization_voided' : 'authorization_settled', bookingId: booking?.id ?? null };
  };

  const intentUpdated = async (mode: ProviderMode, intentId: string): Promise<Effect> => {
    if (!onIntentUpdate) return { outcome: 'recorded' };
    const intent = await (await reads(mode)).intent(intentId);
    if (!intent) return { outcome: 'object_missing' };
    await onIntentUpdate(intent, mode);
    return { outcome: 'passed_on' };
  };

  return {
    async apply(event: Stripe.Event): Promise<Effect> {
      const mode: ProviderMode = event.livemode ? 'live' : 'test';
      switch (event.type) {
        case 'refund.created':
        case 'refund.updated':
        case 'refund.failed':
        case 'charge.refund.updated':
          return refundEvent(mode, event.data.object.id);
        case 'charge.refunded':
          return chargeRefunded(mode, event.data.object);
        case 'payment_intent.canceled':
          return intentCanceled(mode, event.data.object.id);
        case 'payment_intent.amount_capturable_updated':
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.requires_action':
          return intentUpdated(mode, event.data.object.id);
        default:
          return { outcome: 'ignored' };
      }
    },
  };
};
