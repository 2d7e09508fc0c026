import type { Sequelize } from 'sequelize';
import type Stripe from 'stripe';
import type { Models } from '../../db/models';
import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { StripeProviders } from '../../providers/stripe/stripeProviders';
import { createBookingsRepository } from '../bookings/bookings.repository';
import { createPaymentsRepository } from '../payments/payments.repository';
import { createEventEffects, type IntentUpdateHook } from './stripeEventEffects';
import { createStripeEventsRepository } from './stripeEvents.repository';

export interface StripeWebhooksDeps {
  models: Models;
  stripe: Pick<StripeProviders, 'forMode'>;
  logger: Logger;
  /** Called with the current intent on payment_intent.amount_capturable_updated / succeeded / payment_failed / requires_action. */
  onIntentUpdate?: IntentUpdateHook;
}

const objectIdOf = (event: Stripe.Event): string | null => {
  const { id } = event.data.object as { id?: unknown };
  return typeof id === 'string' ? id : null;
};

/**
 * Stripe's events, each applied once: its id is claimed in stripe_events first, so a redelivery
 * or a replay of an applied event changes nothing; an event whose application failed (Stripe or
 * the database unreachable) is answered 503 and applied when Stripe sends it again.
 */
export const createStripeWebhooks = ({ models, stripe, logger, onIntentUpdate }: StripeWebhooksDeps) => {
  const events = createStripeEventsRepository(models.Booking.sequelize as Sequelize);
  const effects = createEventEffects({
    events,
    bookings: createBookingsRepository(models),
    payments: createPaymentsRepository(models),
    reads: async (mode) => (await stripe.forMode(mode)).reads,
    onIntentUpdate,
    logger,
  });

  return {
    events,

    async handle(event: Stripe.Event): Promise<{ duplicate: boolean }> {
      const facts = { eventId: event.id, type: event.type };
      const claim = await events.claim({
        id: event.id,
        type: event.type,
        livemode: event.livemode,
        objectId: objectIdOf(event),
        created: event.created,
      });
      if (claim === 'applied') {
        logger.info(facts, 'stripe event received again: already applied');
        return { duplicate: true };
      }
      if (claim === 'busy')
        throw new AppError(
          'WEBHOOK_IN_PROGRESS',
          'This event is being applied by another delivery. Stripe will send it again.',
          409,
        );
      try {
        const { outcome, bookingId = null } = await effects.apply(event);
        await events.finish(event.id, outcome, bookingId);
        logger.info({ ...facts, outcome, bookingId }, 'stripe event applied');
        return { duplicate: false };
      } catch (error) {
        await events.release(event.id).catch(() => undefined);
        logger.warn(
          { ...facts, reason: (error as Error).message },
          'could not apply a stripe event: Stripe will send it again',
        );
        throw new AppError(
          'WEBHOOK_NOT_APPLIED',
          'The event could not be applied now. Stripe will send it again.',
          503,
          { cause: error },
        );
      }
    },
  };
};

export type StripeWebhooks = ReturnType<typeof createStripeWebhooks>;
