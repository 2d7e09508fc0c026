import type { Logger } from '../../../http/logger';
import type { DuffelProviders } from '../../../providers/duffel/duffelProviders';
import type { DuffelCreateOrder } from '../../../providers/duffel/duffelOrders';
import type { BookingRecord, BookingsRepository } from '../bookings.repository';
import { pendingAnswer, type BookingAnswer } from './bookingAnswers';
import type { SagaSteps } from './sagaSteps';

export interface OrderStepDeps {
  repository: BookingsRepository;
  duffel: DuffelProviders;
  steps: SagaSteps;
  logger: Logger;
  /** Our own deadline on orders.create (the SDK has none); unset, the Duffel adapter's (60 s). */
  orderDeadlineMs?: number;
}

/**
 * The saga's steps after the authorization (e, f, g): the order, the capture, the confirmation.
 * The checkout request runs them, and so does a 3-D Secure checkout once Stripe reports the card
 * authorized (the traveller's page, Stripe's webhook or the resumer, whichever comes first).
 */
export const createOrderStep = ({ repository, duffel, steps, logger, orderDeadlineMs }: OrderStepDeps) => {
  /** The booking with its order, or null when the outcome stays unknown (left to the resumer). */
  const createOrder = async (booking: BookingRecord, body: DuffelCreateOrder): Promise<BookingRecord | null> => {
    // Only a booking still authorized may ask for its order: one a resumer ended meanwhile must not.
    const attempting = await repository.transition(booking.id, ['authorized'], {
      orderAttemptedAt: new Date(),
      pendingOrder: null,
    });
    if (!attempting) return repository.current(booking.id);
    void steps.record(booking, 'order', 'started', {
      amount: body.payments?.[0]?.amount,
      services: body.services?.length ?? 0,
    });
    const creation = await duffel.forMode(booking.mode).orders.create(body, orderDeadlineMs);
    const next = await steps.afterCreate(attempting, creation);
    if ('order' in next) return steps.orderCreated(attempting, next.order);
    if ('refused' in next) throw await steps.voidAndFail(attempting, ['authorized', 'order_unknown'], next.refused);
    await repository.transition(booking.id, ['authorized'], { status: 'order_unknown' });
    logger.warn({ bookingId: booking.id }, 'order outcome unknown after reconciling: left for the resumer');
    return null;
  };

  /** 202 pending while the booking is unfinished; if a resumer ended it meanwhile, that end. */
  const markAnswered = async (booking: BookingRecord): Promise<BookingAnswer> => {
    const current =
      (await repository.transition(booking.id, ['authorized', 'order_unknown', 'order_created', 'needs_attention'], {
        answeredAt: new Date(),
      })) ?? (await repository.current(booking.id));
    return current.status === 'confirmed' || current.status === 'failed'
      ? steps.answerOf(current)
      : pendingAnswer(current);
  };

  /** From an authorized booking to its end: the order, the money, the confirmation. */
  const finish = async (
    authorized: BookingRecord,
    body: DuffelCreateOrder,
    confirmAs: { userId: string | null; createAccount: boolean; brandName?: string },
  ): Promise<BookingAnswer> => {
    try {
      return await orderThenMoney(authorized, body, confirmAs);
    } finally {
      // Its history complete before anyone is answered.
      await steps.recorded(authorized.id);
    }
  };

  const orderThenMoney = async (
    authorized: BookingRecord,
    body: DuffelCreateOrder,
    confirmAs: { userId: string | null; createAccount: boolean; brandName?: string },
  ): Promise<BookingAnswer> => {
    const ordered = await createOrder(authorized, body);
    if (!ordered) return markAnswered(authorized);
    // Finished meanwhile by a resumer (this request was slow): its outcome is the answer.
    if (ordered.status !== 'order_created') return steps.answerOf(ordered);
    const captured = await steps.capture(ordered);
    if (captured !== 'captured') return markAnswered(ordered);
    return steps.confirm(ordered, confirmAs);
  };

  return { createOrder, finish, markAnswered };
};

export type OrderStep = ReturnType<typeof createOrderStep>;
