import { AppError } from '../../../http/errors';
import type { DuffelProviders } from '../../../providers/duffel/duffelProviders';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '../../../providers/stripe/stripeAdapter';
import { VOIDABLE_INTENTS } from '../../payments/lostAnswers';
import type { AuthorizationRecord } from '../../payments/payments.repository';
import type { PaymentsService } from '../../payments/payments.service';
import type { BookingRecord, BookingsRepository } from '../bookings.repository';
import { CHANGE_EXPIRED_MESSAGE, CHANGE_FAILED_MESSAGE, CHANGE_IN_PROGRESS_MESSAGE } from './changeMessages';
import type { ChangeRecord, ChangesRepository } from './changes.repository';

/** Where a confirmation leaves a change: done, on its way, or waiting for the bank's challenge. */
export type ChangeStep = 'changed' | 'pending' | { requiresAction: string };

/**
 * The card side of a change to pay: its own authorization (named on the change before Stripe is
 * asked), what Stripe made of one whose answer was lost, its release when the change cannot go on.
 */
export const createChangeAuthorization = ({
  changes,
  bookings,
  duffel,
  payments,
  record,
  fail,
}: {
  changes: Pick<ChangesRepository, 'transition'>;
  bookings: Pick<BookingsRepository, 'current'>;
  duffel: Pick<DuffelProviders, 'clockFor'>;
  payments: Pick<
    PaymentsService,
    | 'authorizeForChange'
    | 'authenticationOutcome'
    | 'find'
    | 'void'
    | 'settleUnanswered'
    | 'findForChange'
    | 'voidIntent'
  >;
  record(change: ChangeRecord, step: string, outcome: string, detail?: Record<string, unknown>): Promise<unknown>;
  fail(change: ChangeRecord, code: string, message: string): Promise<void>;
}) => {
  /** Voids the change's card authorization (the airline did not change the booking). */
  const release = async (change: ChangeRecord) => {
    if (!change.paymentAuthorizationId) return;
    const authorization = await payments.find(change.paymentAuthorizationId);
    if (!authorization || authorization.status === 'voided' || authorization.status === 'declined') return;
    const voided = await payments.void(authorization, `change-${change.id}-void`);
    await record(change, 'change_void', voided.outcome);
  };

  /** Stripe's word on the change's authorization decides: the change carries on, waits, or ends with nothing held. */
  const authorizedBy = async (
    change: ChangeRecord,
    booking: BookingRecord,
    authorization: AuthorizationRecord,
  ): Promise<'authorized' | ChangeStep> => {
    let existing = authorization;
    if (existing.status === 'pending' || existing.status === 'unknown') {
      // Stripe's answer never came (or its gateway stopped): the intent, if Stripe made it, is looked up.
      const settled = await payments.settleUnanswered(existing, `change-${change.id}-void`);
      await record(change, 'change_authorize', `lookup_${settled.outcome}`, { authorizationId: existing.id });
      if (settled.outcome === 'unknown') return 'pending';
      if (settled.outcome === 'released') {
        await fail(change, 'PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE);
        throw new AppError('PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE, 502);
      }
      existing = settled.authorization;
    }
    if (existing.status === 'authorized') return 'authorized';
    if (existing.status === 'requires_action') {
      const outcome = await payments.authenticationOutcome(existing, `change-${change.id}-void`);
      if (outcome.outcome === 'authorized') return 'authorized';
      if (outcome.outcome === 'failed') {
        await fail(change, 'PAYMENT_FAILED', outcome.message);
        throw new AppError('PAYMENT_FAILED', outcome.message, 402);
      }
      // A challenge nobody finished before the offer lapsed: the intent is released, the change ends.
      if (change.expiresAt.getTime() <= duffel.clockFor(booking.mode).now().getTime()) {
        await release(change);
        await fail(change, 'CHANGE_OFFER_EXPIRED', CHANGE_EXPIRED_MESSAGE);
        throw new AppError('CHANGE_OFFER_EXPIRED', CHANGE_EXPIRED_MESSAGE, 409);
      }
      return 'pending';
    }
    // Declined or voided: nothing is held, the change ends (a gateway may have stopped before saying so).
    const message = existing.failureMessage ?? PAYMENT_UNAVAILABLE_MESSAGE;
    await fail(change, 'PAYMENT_FAILED', message);
    throw new AppError('PAYMENT_FAILED', message, 402);
  };

  /** 'authorized', or where the card leaves the change. */
  const authorize = async (
    change: ChangeRecord,
    booking: BookingRecord,
    paymentMethodId: string | undefined,
  ): Promise<'authorized' | ChangeStep> => {
    const existing = change.paymentAuthorizationId ? await payments.find(change.paymentAuthorizationId) : null;
    if (existing) return authorizedBy(change, booking, existing);
    if (!paymentMethodId) return 'pending';
    await record(change, 'change_authorize', 'started');
    const outcome = await payments.authorizeForChange(
      {
        changeId: change.id,
        bookingId: booking.id,
        // Named on the change before Stripe is asked: a lost answer leaves the row to look the intent up by.
        linkRow: async (authorizationId) => {
          if (!(await changes.transition(change.id, ['authorizing'], { paymentAuthorizationId: authorizationId })))
            throw new AppError('CHANGE_IN_PROGRESS', CHANGE_IN_PROGRESS_MESSAGE, 409);
        },
      },
      { mode: booking.mode, amountMinor: change.amountMinor, currency: change.currency, paymentMethodId },
      `Change of booking ${booking.bookingReference ?? booking.id}`,
    );
    await record(change, 'change_authorize', outcome.outcome, { authorizationId: outcome.authorization.id });
    if (outcome.outcome === 'requires_action') {
      await changes.transition(change.id, ['authorizing'], { status: 'requires_action' });
      return { requiresAction: outcome.clientSecret };
    }
    if (outcome.outcome === 'declined') {
      await fail(change, 'PAYMENT_FAILED', outcome.message);
      throw new AppError('PAYMENT_FAILED', outcome.message, 402);
    }
    return authorizedBy(
      { ...change, paymentAuthorizationId: outcome.authorization.id },
      booking,
      outcome.authorization,
    );
  };

  /**
   * A change left authorizing with no authorization named on it: a gateway stopped before it could
   * name one. Stripe may still have made the intent (metadata change_id): it is voided, then the change ends.
   */
  const abandon = async (change: ChangeRecord): Promise<void> => {
    const booking = await bookings.current(change.bookingId);
    const found = await payments.findForChange(booking.mode, change.id, change.createdAt);
    if (found === 'unknown') return;
    if (found && VOIDABLE_INTENTS.includes(found.status)) {
      const voided = await payments.voidIntent(booking.mode, found.id, `change-${change.id}-void`);
      await record(change, 'change_void', voided.outcome, { intentId: found.id });
      if (voided.outcome !== 'done') return;
    }
    await fail(change, 'ABANDONED', CHANGE_FAILED_MESSAGE);
  };

  return { authorize, release, abandon };
};
