import { AppError } from '../../../http/errors';
import type { Logger } from '../../../http/logger';
import type { PaymentsService } from '../../payments/payments.service';
import type { Authentication } from './authentication';
import type { BookingRecord, BookingsRepository } from '../bookings.repository';
import { UNFINISHED } from '../bookingTypes';
import { orderRefusal } from './bookingAnswers';
import type { SagaSteps } from './sagaSteps';

export interface ResumeOptions {
  /** A booking untouched this long is no longer in flight anywhere (2 minutes by default). */
  staleMs?: number;
  /** After this long, an order that cannot be found was never made (15 minutes by default: a 202 order can take minutes to show). */
  unknownOrderGraceMs?: number;
  /** A 3-D Secure challenge asked for this long ago counts as abandoned; unset → at the booking's own deadline. */
  authenticationWaitMs?: number;
}

export interface ResumeSummary {
  confirmed: number;
  failed: number;
  left: number;
}

const LEASE_MS = 2 * 60_000;
const VOIDABLE = ['requires_capture', 'requires_payment_method', 'requires_action', 'requires_confirmation'];
const INTERRUPTED_MESSAGE =
  'This booking was interrupted before it was completed. Nothing was charged. Please try again.';

/**
 * Drives bookings left mid-way (a gateway stopped, an answer lost) to an end: confirmed when
 * their order exists (the money is captured first), failed when it does not (the authorization
 * is voided first). It never creates an order and never captures without one.
 */
export const createBookingsResumer = ({
  repository,
  payments,
  steps,
  authentication,
  brandName,
  logger,
}: {
  repository: BookingsRepository;
  payments: PaymentsService;
  steps: SagaSteps;
  authentication: Pick<Authentication, 'resume'>;
  brandName(brandKey: string): Promise<string | undefined>;
  logger: Logger;
}) => {
  /** No order was ever asked for: the booking fails, then whatever the card holds is released. */
  const releaseAndFail = async (booking: BookingRecord): Promise<'failed' | 'left'> => {
    // Stripe's answers on record, the booking's own and one a stopped gateway recorded before
    // naming it on the booking: each is voided through its row, so the row says so.
    const held = await payments.heldForBooking(booking.id);
    // An authorization's answer may have been lost before it was recorded: look for it on Stripe.
    const found = held.length > 0 ? null : await payments.findForBooking(booking.mode, booking.id, booking.createdAt);
    if (found === 'unknown') return 'left';
    // Only while no order was asked for: the checkout may have asked since this booking was read.
    if (
      !(await steps.markFailed(
        booking,
        ['pending', 'authorized'],
        new AppError('BOOKING_INTERRUPTED', INTERRUPTED_MESSAGE, 503),
        { beforeOrderAttempt: true },
      ))
    )
      return 'left';
    await payments.leaveUnansweredToSweep(booking.id);
    for (const authorization of held) await steps.voidAuthorization(booking, authorization);
    if (found && VOIDABLE.includes(found.status))
      await payments.voidIntent(booking.mode, found.id, `booking-${booking.id}-void`);
    return 'failed';
  };

  const withOrder = async (booking: BookingRecord): Promise<'confirmed' | 'left'> => {
    if (booking.status !== 'order_created') return 'left';
    const captured = await steps.capture(booking);
    if (captured !== 'captured') return 'left';
    // A capture leaves the booking row as it was: it is confirmed from here.
    const confirmed = await steps.confirm(booking, {
      userId: booking.userId,
      createAccount: false,
      brandName: await brandName(booking.brandKey),
    });
    return confirmed.status < 300 ? 'confirmed' : 'left';
  };

  const resumeOne = async (
    booking: BookingRecord,
    { unknownOrderGraceMs, authenticationWaitMs }: { unknownOrderGraceMs: number; authenticationWaitMs?: number },
  ): Promise<'confirmed' | 'failed' | 'left'> => {
    await steps.record(booking, 'resume', booking.status);
    if (booking.status === 'order_created') return withOrder(booking);
    // Waiting for 3-D Secure: goes on once Stripe says the card is authorized, ends past its deadline.
    if (booking.status === 'awaiting_authentication') return authentication.resume(booking, authenticationWaitMs);
    if (booking.status === 'pending' || (booking.status === 'authorized' && !booking.orderAttemptedAt))
      return releaseAndFail(booking);
    // authorized with an attempt on record, or order_unknown: the order may exist.
    const order = await steps.lookUpOrder(booking);
    if (order === 'unknown') return 'left';
    if (order) return withOrder(await steps.orderCreated(booking, order));
    const attempted = (booking.orderAttemptedAt ?? booking.updatedAt).getTime();
    if (Date.now() - attempted < unknownOrderGraceMs) return 'left';
    await steps.record(booking, 'reconcile', 'not_found', { after: 'grace period' });
    await steps.voidAndFail(booking, ['authorized', 'order_unknown'], orderRefusal('order_not_created'));
    return 'failed';
  };

  return {
    /** One pass over the unfinished bookings (start-up, then every minute; tests call it directly). */
    async resume({
      staleMs = 2 * 60_000,
      unknownOrderGraceMs = 15 * 60_000,
      authenticationWaitMs,
    }: ResumeOptions = {}): Promise<ResumeSummary> {
      const summary: ResumeSummary = { confirmed: 0, failed: 0, left: 0 };
      for (const booking of await repository.unfinished(new Date(Date.now() - staleMs))) {
        if (!(await repository.takeLease(booking.id, new Date(Date.now() + LEASE_MS)))) continue;
        try {
          // Read again under the lease: another gateway may have finished it meanwhile.
          const current = await repository.find(booking.id);
          if (!current || !UNFINISHED.includes(current.status)) continue;
          summary[await resumeOne(current, { unknownOrderGraceMs, authenticationWaitMs })] += 1;
        } catch (error) {
          summary.left += 1;
          logger.warn({ err: error, bookingId: booking.id }, 'could not resume a booking; will try again');
        } finally {
          await repository.endLease(booking.id);
        }
      }
      if (summary.confirmed + summary.failed + summary.left > 0) logger.info(summary, 'resumed unfinished bookings');
      return summary;
    },
  };
};

export type BookingsResumer = ReturnType<typeof createBookingsResumer>;
