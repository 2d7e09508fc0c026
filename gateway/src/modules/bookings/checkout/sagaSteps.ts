import { bookingReferenceOf } from '@portal/platform-common/contracts';
import type { AppError } from '../../../http/errors';
import type { Logger } from '../../../http/logger';
import type { DuffelProviders } from '../../../providers/duffel/duffelProviders';
import type { DuffelOrder, OrderCreation } from '../../../providers/duffel/duffelOrders';
import type { MailService } from '../../mail/mail.service';
import type { AuthorizationRecord } from '../../payments/payments.repository';
import type { PaymentsService } from '../../payments/payments.service';
import type { AccountSecrets } from './accountSecrets';
import type { BookingStatus } from '../bookingTypes';
import type { BookingRecord, BookingsRepository } from '../bookings.repository';
import { orderRefusal } from './bookingAnswers';
import { createConfirmStep, type TransitionRecorded } from './confirmStep';
import type { GuestAccounts } from './guestAccounts';
import { withOrder } from '../itinerary';

export interface SagaDeps {
  repository: BookingsRepository;
  duffel: DuffelProviders;
  payments: PaymentsService;
  accounts: GuestAccounts;
  mail: MailService;
  secrets: AccountSecrets;
  logger: Logger;
  /** Reconciliation polls after an unknown order outcome, in ms (a few seconds in all). */
  reconcileDelaysMs: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export const createSagaSteps = ({
  repository,
  duffel,
  payments,
  accounts,
  mail,
  secrets,
  logger,
  reconcileDelaysMs,
}: SagaDeps) => {
  /** Each booking's steps not yet written, as one chain: they land in the order they were noted. */
  const unwritten = new Map<string, Promise<void>>();

  /**
   * Notes a step on the booking's history (never fails the saga). The checkout's own steps do not
   * wait for it (under load each round trip costs it a turn of a busy event loop): the write goes
   * on beside the next step, and `recorded` is awaited before the request answers.
   */
  const record = (
    booking: Pick<BookingRecord, 'id'>,
    step: string,
    outcome: string,
    detail: Record<string, unknown> = {},
  ): Promise<void> => {
    const written = (unwritten.get(booking.id) ?? Promise.resolve())
      .then(() => repository.record(booking.id, step, outcome, detail))
      .catch((error: unknown) =>
        logger.error({ err: error, bookingId: booking.id, step }, 'could not record a booking step'),
      );
    unwritten.set(booking.id, written);
    void written.then(() => {
      if (unwritten.get(booking.id) === written) unwritten.delete(booking.id);
    });
    return written;
  };

  /** Every step noted so far for this booking is written. */
  const recorded = async (bookingId: string): Promise<void> => {
    await unwritten.get(bookingId);
  };

  /**
   * A transition whose step the history must not lose (the order made, the booking confirmed):
   * written in the same transaction, after the steps noted before it.
   */
  const transitionRecorded: TransitionRecorded = async (booking, from, patch, event) => {
    await recorded(booking.id);
    return repository.transition(booking.id, from, patch, { event });
  };

  const { confirm, answerOf } = createConfirmStep({
    repository,
    accounts,
    mail,
    secrets,
    logger,
    record,
    transitionRecorded,
  });

  /** Releases the card's hold. A void that gets no answer leaves the authorization to the sweep. */
  const voidPayment = async (booking: BookingRecord): Promise<void> => {
    const authorization = booking.paymentAuthorizationId ? await payments.find(booking.paymentAuthorizationId) : null;
    if (authorization) await voidAuthorization(booking, authorization);
  };

  /** Voids one of the booking's authorizations; one the booking does not name has its own key. */
  const voidAuthorization = async (booking: BookingRecord, authorization: AuthorizationRecord): Promise<void> => {
    const key =
      authorization.id === booking.paymentAuthorizationId
        ? `booking-${booking.id}-void`
        : `payment-${authorization.id}-void`;
    const settled = await payments.void(authorization, key);
    await record(booking, 'void', settled.outcome, settled.outcome === 'refused' ? { status: settled.status } : {});
    if (settled.outcome !== 'done')
      logger.error(
        { bookingId: booking.id, authorizationId: authorization.id, outcome: settled.outcome },
        "could not void a booking's authorization",
      );
  };

  /** Ends a booking as failed with the answer its retries will get; false when it had moved on. */
  const markFailed = async (
    booking: BookingRecord,
    from: BookingStatus[],
    error: AppError,
    only: { beforeOrderAttempt?: boolean } = {},
  ): Promise<boolean> => {
    const failed = await repository.transition(
      booking.id,
      from,
      {
        status: 'failed',
        failureCode: error.code,
        failureMessage: error.message,
        answer: { status: error.status, body: { message: error.message, error: error.code } },
        answeredAt: new Date(),
      },
      only,
    );
    if (failed) await record(booking, 'fail', error.code, { status: error.status });
    return failed !== null;
  };

  const fail = async (booking: BookingRecord, from: BookingStatus[], error: AppError): Promise<AppError> => {
    await markFailed(booking, from, error);
    return error;
  };

  /**
   * Compensation after authorization: the booking fails first (so nobody can capture it any more),
   * then its authorization is voided. A booking another worker moved on (to an order) is left alone.
   */
  const voidAndFail = async (booking: BookingRecord, from: BookingStatus[], error: AppError): Promise<AppError> => {
    if (await markFailed(booking, from, error)) await voidPayment(booking);
    return error;
  };

  /** The order made for this booking, if Duffel has one; 'unknown' when Duffel cannot be asked. */
  const lookUpOrder = async (booking: BookingRecord): Promise<DuffelOrder | null | 'unknown'> => {
    try {
      return await duffel.forMode(booking.mode).orders.findByBookingId(booking.primaryFamilyName ?? '', booking.id);
    } catch (error) {
      logger.warn({ bookingId: booking.id, message: (error as Error).message }, 'could not look the order up');
      return 'unknown';
    }
  };

  /** Polls the lookup a few times: a 202 order appears when the airline is done with it. */
  const reconcile = async (booking: BookingRecord): Promise<DuffelOrder | null | 'unknown'> => {
    let last: DuffelOrder | null | 'unknown' = 'unknown';
    for (const delay of reconcileDelaysMs) {
      await sleep(delay);
      last = await lookUpOrder(booking);
      if (last && last !== 'unknown') break;
    }
    await record(
      booking,
      'reconcile',
      last === 'unknown' ? 'unknown' : last ? 'found' : 'not_found',
      last && last !== 'unknown' ? { orderId: last.id } : {},
    );
    return last;
  };

  /** The order exists: kept on the booking before anything else happens. */
  const orderCreated = async (booking: BookingRecord, order: DuffelOrder): Promise<BookingRecord> => {
    // The reference is the airline's PNR, not the order id: Duffel order ids all begin 'ord_0000',
    // so the first 8 characters of the id (bookingReferenceOf) would be 'ORD_0000' for everyone.
    const ordered = await transitionRecorded(
      booking,
      ['authorized', 'order_unknown'],
      {
        status: 'order_created',
        duffelOrderId: order.id,
        duffelBookingId: order.booking_reference,
        bookingReference: bookingReferenceOf(order.booking_reference),
        itinerary: booking.itinerary && withOrder(booking.itinerary, order),
      },
      { step: 'order', outcome: 'created', detail: { orderId: order.id } },
    );
    return ordered ?? repository.current(booking.id);
  };

  /** orders.create's outcome as the saga acts on it: created, refused (safe to void), or unknown. */
  const afterCreate = async (
    booking: BookingRecord,
    creation: OrderCreation,
  ): Promise<{ order: DuffelOrder } | { refused: AppError } | { unknown: true }> => {
    if (creation.outcome === 'created') return { order: creation.order };
    if (creation.outcome === 'rejected') {
      await record(booking, 'order', 'rejected', { code: creation.code });
      // 'already booked' says an order exists for the offer: it is ours only if the lookup says so.
      if (creation.code === 'offer_request_already_booked') {
        const found = await lookUpOrder(booking);
        if (found === 'unknown') return { unknown: true };
        if (found) return { order: found };
      }
      return { refused: orderRefusal(creation.code) };
    }
    await record(booking, 'order', 'unknown', { reason: creation.reason.slice(0, 200) });
    await repository.transition(booking.id, ['authorized'], { status: 'order_unknown' });
    const found = await reconcile(booking);
    return found && found !== 'unknown' ? { order: found } : { unknown: true };
  };

  /** Takes the money held for an order that exists. */
  const capture = async (booking: BookingRecord): Promise<'captured' | 'refused' | 'unknown'> => {
    const authorization = booking.paymentAuthorizationId ? await payments.find(booking.paymentAuthorizationId) : null;
    if (!authorization) return 'refused';
    const settled = await payments.capture(authorization, `booking-${booking.id}-capture`);
    await record(booking, 'capture', settled.outcome, settled.outcome === 'refused' ? { status: settled.status } : {});
    if (settled.outcome === 'done') return 'captured';
    if (settled.outcome === 'refused') {
      // An order with no money: the airline has the ticket, the card no longer holds the amount.
      await repository.transition(booking.id, ['order_created'], {
        status: 'needs_attention',
        failureCode: 'CAPTURE_REFUSED',
        failureMessage: `capture refused: the intent is ${settled.status}`,
      });
      logger.error(
        { bookingId: booking.id, orderId: booking.duffelOrderId, status: settled.status },
        'an order exists but its payment could not be captured: needs attention',
      );
      return 'refused';
    }
    return 'unknown';
  };

  return {
    record,
    recorded,
    voidPayment,
    voidAuthorization,
    fail,
    markFailed,
    voidAndFail,
    lookUpOrder,
    reconcile,
    orderCreated,
    afterCreate,
    capture,
    confirm,
    answerOf,
  };
};

export type SagaSteps = ReturnType<typeof createSagaSteps>;
