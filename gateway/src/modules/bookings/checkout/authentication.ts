import type { BookingAuthentication } from '@portal/platform-common/contracts';
import { isUuid } from '../../../db/uuid';
import { AppError } from '../../../http/errors';
import type { Logger } from '../../../http/logger';
import type { DuffelCreateOrder } from '../../../providers/duffel/duffelOrders';
import type { PaymentsService } from '../../payments/payments.service';
import type { AccountSecrets } from './accountSecrets';
import type { BookingRecord, BookingsRepository } from '../bookings.repository';
import type { OrderStep } from './orderStep';
import { pendingAnswer, type BookingAnswer } from './bookingAnswers';
import type { SagaSteps } from './sagaSteps';

export const AUTHENTICATION_MESSAGE = 'Your bank asks you to confirm this payment.';
export const AUTHENTICATION_ABANDONED_MESSAGE =
  'The payment was not confirmed with your bank in time. Nothing was charged. Please try again.';

/** How long a traveller has for the bank's challenge; never past a minute before the offer expires. */
export const AUTHENTICATION_WAIT_MS = 10 * 60_000;
const OFFER_MARGIN_MS = 60_000;

/** Who may go on with a waiting checkout: its own session or its signed-in owner, with its key. */
export interface Continuation {
  idempotencyKey: string;
  sessionHash: string;
  userId: string | null;
}

const notFound = () => new AppError('BOOKING_NOT_FOUND', 'Booking not found', 404);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * 3-D Secure in the saga: the booking waits in awaiting_authentication with its order sealed
 * (passports inside) while the traveller's browser runs the bank's challenge; once Stripe reports
 * the card authorized the checkout goes on to the order and the capture, and a challenge failed,
 * abandoned or out of time ends it with nothing held. The page, Stripe's webhook and the resumer
 * may all try to go on: one conditional update decides which one does.
 */
export const createAuthentication = ({
  repository,
  payments,
  steps,
  secrets,
  orderStep,
  brandName,
  logger,
  waitMs = 20_000,
}: {
  repository: BookingsRepository;
  payments: PaymentsService;
  steps: SagaSteps;
  secrets: AccountSecrets;
  orderStep: OrderStep;
  brandName(brandKey: string): Promise<string | undefined>;
  logger: Logger;
  /** How long a second caller waits for the first one's outcome. */
  waitMs?: number;
}) => {
  const voidKey = (booking: BookingRecord) => `booking-${booking.id}-void`;

  /** The checkout pauses for the challenge: 202 with the client secret the page authenticates with. */
  const pause = async (
    booking: BookingRecord,
    body: DuffelCreateOrder,
    clientSecret: string,
    offerExpiresAt: Date,
  ): Promise<BookingAnswer> => {
    const answer: BookingAuthentication = {
      id: booking.id,
      status: 'requires_action',
      clientSecret,
      message: AUTHENTICATION_MESSAGE,
    };
    const deadline = new Date(
      Math.min(Date.now() + AUTHENTICATION_WAIT_MS, offerExpiresAt.getTime() - OFFER_MARGIN_MS),
    );
    const paused = await repository.transition(booking.id, ['pending'], {
      status: 'awaiting_authentication',
      pendingOrder: secrets.seal(JSON.stringify(body)),
      authenticationDeadline: deadline,
      answer: { status: 202, body: answer },
      answeredAt: new Date(),
    });
    await steps.record(booking, 'authenticate', 'requested', { deadline: deadline.toISOString() });
    if (!paused) return steps.answerOf(await repository.current(booking.id));
    return { status: 202, body: answer };
  };

  const fail = async (booking: BookingRecord, error: AppError, outcome: string): Promise<void> => {
    if (await steps.markFailed(booking, ['awaiting_authentication'], error)) {
      await repository.transition(booking.id, ['failed'], { pendingOrder: null });
      await steps.record(booking, 'authenticate', outcome);
    }
  };

  /** Waits for whoever went on first, then answers its outcome. */
  const outcomeOf = async (booking: BookingRecord): Promise<BookingAnswer> => {
    for (let waited = 0; waited < waitMs; waited += 250) {
      const current = await repository.current(booking.id);
      if (current.status !== 'authorized' && current.status !== 'order_created' && current.status !== 'order_unknown')
        return steps.answerOf(current);
      await sleep(250);
    }
    return pendingAnswer(booking);
  };

  /**
   * Goes on with a waiting booking if Stripe says the challenge is over: authorized → order,
   * capture, confirmation; failed → the booking fails (nothing held). Still waiting → 'waiting'.
   */
  const proceed = async (booking: BookingRecord, { expired = false } = {}): Promise<BookingAnswer | 'waiting'> => {
    if (booking.status !== 'awaiting_authentication') return steps.answerOf(booking);
    const authorization = booking.paymentAuthorizationId ? await payments.find(booking.paymentAuthorizationId) : null;
    if (!authorization) return 'waiting';
    const outcome = await payments.authenticationOutcome(authorization, voidKey(booking));
    if (outcome.outcome === 'failed') {
      await fail(booking, new AppError('PAYMENT_FAILED', outcome.message, 402), 'failed');
      return steps.answerOf(await repository.current(booking.id));
    }
    if (outcome.outcome === 'authorized') {
      const sealed = booking.pendingOrder ? secrets.open(booking.pendingOrder) : null;
      const authorized = await repository.transition(booking.id, ['awaiting_authentication'], {
        status: 'authorized',
        cardBrand: outcome.authorization.cardBrand,
        cardLast4: outcome.authorization.cardLast4,
      });
      if (!authorized) return outcomeOf(booking);
      await steps.record(booking, 'authenticate', 'authorized');
      if (!sealed) {
        // Cannot happen unless the session secret changed meanwhile: nothing can be ordered.
        logger.error({ bookingId: booking.id }, 'the sealed order of a 3-D Secure booking cannot be opened');
        throw await steps.voidAndFail(
          authorized,
          ['authorized'],
          new AppError(
            'ORDER_FAILED',
            'The airline could not confirm this booking. Nothing was charged. Please try again.',
            502,
          ),
        );
      }
      return orderStep.finish(authorized, JSON.parse(sealed) as DuffelCreateOrder, {
        userId: booking.userId,
        createAccount: true,
        brandName: await brandName(booking.brandKey),
      });
    }
    if (expired) {
      const released = await payments.abandonAuthentication(authorization, voidKey(booking));
      if (released.outcome === 'done')
        await fail(
          booking,
          new AppError('AUTHENTICATION_ABANDONED', AUTHENTICATION_ABANDONED_MESSAGE, 402),
          'abandoned',
        );
    }
    return 'waiting';
  };

  return {
    pause,

    /** POST /api/bookings/:id/authentication: the page is back from the challenge. */
    async continueFor(bookingId: string, who: Continuation): Promise<BookingAnswer> {
      const booking = isUuid(bookingId) ? await repository.find(bookingId) : null;
      const own =
        booking &&
        booking.idempotencyKey === who.idempotencyKey &&
        (booking.checkoutSessionHash === who.sessionHash || (booking.userId !== null && booking.userId === who.userId));
      if (!booking || !own) throw notFound();
      const answer = await proceed(booking);
      if (answer !== 'waiting') return answer;
      throw new AppError(
        'AUTHENTICATION_PENDING',
        'Your bank has not confirmed this payment yet. Please complete the check your bank shows.',
        409,
      );
    },

    /** Stripe's webhook reports an intent: a waiting booking it belongs to goes on. */
    async intentUpdated(bookingId: string): Promise<void> {
      const booking = isUuid(bookingId) ? await repository.find(bookingId) : null;
      if (booking?.status === 'awaiting_authentication') await proceed(booking);
    },

    /**
     * The resumer: a waiting booking goes on when Stripe says so, and ends once past its deadline
     * (or, when `waitMs` is given, once the challenge was asked for that long ago).
     */
    async resume(booking: BookingRecord, waitMs?: number): Promise<'confirmed' | 'failed' | 'left'> {
      const deadline = Math.min(
        booking.authenticationDeadline?.getTime() ?? Infinity,
        waitMs === undefined ? Infinity : (booking.answeredAt ?? booking.updatedAt).getTime() + waitMs,
      );
      const expired = deadline <= Date.now();
      try {
        await proceed(booking, { expired });
      } catch (error) {
        // The order was refused (the booking failed, its hold released): that is its end.
        if (!(error instanceof AppError)) throw error;
      }
      const current = await repository.current(booking.id);
      if (current.status === 'confirmed') return 'confirmed';
      return current.status === 'failed' ? 'failed' : 'left';
    },
  };
};

export type Authentication = ReturnType<typeof createAuthentication>;
