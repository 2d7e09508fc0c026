import type { FlightOffer } from '@portal/platform-common/contracts';
import type { Logger } from '../../../http/logger';
import type { AuthorizationOwner, AuthorizationRecord } from '../../payments/payments.repository';
import { authorizationError } from '../../payments/paymentOutcomes';
import type { PaymentsService } from '../../payments/payments.service';
import type { BookingRecord, BookingsRepository } from '../bookings.repository';
import type { CheckoutPrice } from './checkoutPrice';
import type { BookingRequest } from './requestFingerprint';
import type { SagaSteps } from './sagaSteps';

/**
 * The checkout's card step: a card authorized now for the selling total, or a process-card
 * authorization taken over. A booking that ended meanwhile gets its authorization voided.
 */
export const createCardStep = ({
  repository,
  payments,
  steps,
  logger,
}: {
  repository: BookingsRepository;
  payments: PaymentsService;
  steps: SagaSteps;
  logger: Logger;
}) => {
  /** The authorization; any failure ends the booking (failed, with the card's own message). */
  const authorize = async (
    booking: BookingRecord,
    { paymentId, paymentMethodId }: BookingRequest['paymentDetails'],
    { price, offer }: { price: CheckoutPrice; offer: FlightOffer },
    /** The checkout's session and account: only an authorization they made is taken over. */
    owner: AuthorizationOwner,
  ): Promise<{ booking: BookingRecord } | { booking: BookingRecord; clientSecret: string }> => {
    if (paymentId) {
      let taken;
      try {
        taken = await payments.takeForBooking(paymentId, {
          mode: booking.mode,
          amountMinor: price.sellingMinor,
          currency: price.currency,
          bookingId: booking.id,
          owner,
        });
      } catch (error) {
        await repository.release(booking.id);
        throw error;
      }
      const moved = await repository.transition(booking.id, ['pending'], {
        status: 'authorized',
        paymentAuthorizationId: taken.id,
        cardBrand: taken.cardBrand,
        cardLast4: taken.cardLast4,
      });
      void steps.record(booking, 'authorize', 'taken', { authorizationId: taken.id });
      if (!moved) await releaseLate(booking, taken);
      return { booking: moved ?? (await repository.current(booking.id)) };
    }
    void steps.record(booking, 'authorize', 'started');
    const route = `${offer.slices[0]?.origin.iata_code ?? ''}-${offer.slices[0]?.destination.iata_code ?? ''}`;
    const outcome = await payments.authorizeForBooking(
      booking.id,
      {
        mode: booking.mode,
        amountMinor: price.sellingMinor,
        currency: price.currency,
        paymentMethodId: paymentMethodId as string,
      },
      `Flight ${route}, booking ${booking.id}`,
    );
    const { authorization } = outcome;
    const moved = await repository.transition(booking.id, ['pending'], {
      paymentAuthorizationId: authorization.id,
      cardBrand: authorization.cardBrand,
      cardLast4: authorization.cardLast4,
      ...(outcome.outcome === 'authorized' ? { status: 'authorized' as const } : {}),
    });
    void steps.record(booking, 'authorize', outcome.outcome, {
      authorizationId: authorization.id,
      ...('code' in outcome ? { code: outcome.code } : {}),
    });
    if (!moved) {
      if (outcome.outcome === 'authorized' || outcome.outcome === 'requires_action')
        await releaseLate(booking, authorization);
      return { booking: await repository.current(booking.id) };
    }
    if (outcome.outcome === 'requires_action') return { booking: moved, clientSecret: outcome.clientSecret };
    if (outcome.outcome !== 'authorized') throw await steps.fail(booking, ['pending'], authorizationError(outcome));
    return { booking: moved };
  };

  /**
   * An authorization that came back after the booking had ended without it (a resumer failed the
   * slow request as abandoned): nothing will ever capture it, so it is voided now.
   */
  const releaseLate = async (booking: BookingRecord, authorization: AuthorizationRecord): Promise<void> => {
    logger.warn(
      { bookingId: booking.id, authorizationId: authorization.id },
      'the booking ended while its card was being authorized: voiding the authorization',
    );
    const settled = await payments.void(authorization, `booking-${booking.id}-void`);
    await steps.record(booking, 'void', settled.outcome, { authorizationId: authorization.id, late: true });
  };

  return { authorize };
};
