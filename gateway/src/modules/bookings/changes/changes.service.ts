import { createHash } from 'node:crypto';
import type {
  BookingChangeOffer,
  BookingChangeOffers,
  ChangeConfirmAnswer,
  ChangeConfirmRequest,
  ChangeRequest,
} from '@portal/platform-common/contracts';
import { isUuid } from '../../../db/uuid';
import { AppError } from '../../../http/errors';
import type { Logger } from '../../../http/logger';
import type { DuffelProviders } from '../../../providers/duffel/duffelProviders';
import type { DuffelChangeOffer } from '../../../providers/duffel/duffelChanges';
import { fromMinor, MoneyError, toMinor } from '../../../providers/money';
import type { Markup } from '../../flights/pricing';
import type { PaymentsService } from '../../payments/payments.service';
import type { BookingRecord, BookingsRepository } from '../bookings.repository';
import { itineraryConditionsOf, lastArrivalOf } from '../itinerary';
import { BOOKING_NOT_FOUND_MESSAGE } from '../reads/reads.service';
import { changeAmounts, inFreeWindow } from './changeAmounts';
import {
  CHANGE_FAILED_MESSAGE,
  NOT_CHANGEABLE_MESSAGE,
  CHANGE_EXPIRED_MESSAGE,
  CHANGE_IN_PROGRESS_MESSAGE,
  CHANGE_NOT_FOUND_MESSAGE,
  BEING_CANCELLED_MESSAGE,
  PAYMENT_NEEDED_MESSAGE,
} from './changeMessages';
import { createChangeAuthorization, type ChangeStep as Step } from './changeAuthorization';
import { checkSameRoute, storedSlices } from './changeSlices';
import type { ChangeRecord, ChangesRepository } from './changes.repository';

const LEASE_MS = 2 * 60_000;

/** A signed amount of Duffel's ('-12.40'), in minor units. */
const signedMinor = (amount: string, currency: string): bigint =>
  amount.trim().startsWith('-') ? -toMinor(amount.trim().slice(1), currency) : toMinor(amount, currency);

const directionOf = (amountMinor: bigint): BookingChangeOffer['direction'] =>
  amountMinor > 0n ? 'pay' : amountMinor < 0n ? 'refund' : 'none';

const abs = (value: bigint) => (value < 0n ? -value : value);

const offerView = (change: ChangeRecord): BookingChangeOffer => ({
  changeOfferId: change.id,
  slices: change.slices.shown,
  direction: directionOf(change.amountMinor),
  amount: fromMinor(abs(change.amountMinor), change.currency),
  currency: change.currency,
  penaltyAmount: fromMinor(change.penaltyMinor, change.currency),
  serviceFeeAmount: fromMinor(change.serviceFeeMinor, change.currency),
  freeChangeWindow: change.freeWindow,
  expiresAt: change.expiresAt.toISOString(),
});

/**
 * Changing a confirmed booking through Duffel's order change flow. Asking (POST changes) keeps
 * every offer Duffel quoted with the traveller's amount. Confirming is a saga on the change's row,
 * each step written as it happens, Stripe and Duffel called under the change's own keys:
 *  - something to pay: authorize the card (3-D Secure if the bank asks), confirm the change at
 *    Duffel (paid from the balance), capture; if Duffel refuses, the authorization is voided.
 *  - a refund: confirm at Duffel first, then refund the booking's card.
 * A retry with the same Idempotency-Key, or the resume job, carries on from the last step.
 */
export const createChangesService = ({
  changes,
  bookings,
  duffel,
  payments,
  markupOf,
  logger,
}: {
  changes: ChangesRepository;
  bookings: BookingsRepository;
  duffel: Pick<DuffelProviders, 'forMode' | 'clockFor'>;
  payments: Pick<
    PaymentsService,
    | 'authorizeForChange'
    | 'authenticationOutcome'
    | 'find'
    | 'capture'
    | 'void'
    | 'refundForChange'
    | 'settleUnanswered'
    | 'findForChange'
    | 'voidIntent'
  >;
  markupOf(brandKey: string): Promise<Markup>;
  logger: Logger;
}) => {
  const record = (change: ChangeRecord, step: string, outcome: string, detail: Record<string, unknown> = {}) =>
    bookings
      .record(change.bookingId, step, outcome, { changeId: change.id, ...detail })
      .catch((error: unknown) =>
        logger.error({ err: error, changeId: change.id, step }, 'could not record a change step'),
      );

  const ownedBooking = async (userId: string, id: string): Promise<BookingRecord> => {
    const found = isUuid(id) ? await bookings.find(id) : null;
    if (!found || found.userId !== userId || found.status === 'failed')
      throw new AppError('BOOKING_NOT_FOUND', BOOKING_NOT_FOUND_MESSAGE, 404);
    return found;
  };

  const assertChangeable = (booking: BookingRecord) => {
    if (booking.status === 'cancelling') throw new AppError('BOOKING_NOT_CHANGEABLE', BEING_CANCELLED_MESSAGE, 409);
    if (booking.status !== 'confirmed' || !booking.itinerary || !booking.duffelOrderId)
      throw new AppError('BOOKING_NOT_CHANGEABLE', NOT_CHANGEABLE_MESSAGE, 409);
    if (booking.itinerary.conditions?.changeable === false)
      throw new AppError('BOOKING_NOT_CHANGEABLE', NOT_CHANGEABLE_MESSAGE, 409);
  };

  const fail = async (change: ChangeRecord, code: string, message: string): Promise<void> => {
    await changes.transition(change.id, [change.status], {
      status: 'failed',
      failureCode: code,
      failureMessage: message.slice(0, 500),
    });
    await record(change, 'change', 'failed', { code });
  };

  const attention = async (change: ChangeRecord, code: string, message: string): Promise<'pending'> => {
    await changes.transition(change.id, [change.status], {
      status: 'needs_attention',
      failureCode: code,
      failureMessage: message.slice(0, 500),
    });
    logger.error({ changeId: change.id, bookingId: change.bookingId, code }, 'a booking change needs a person');
    return 'pending';
  };

  /**
   * The booking flies the new flights: its itinerary follows the order, and so do its conditions
   * (the new fare may refund or change on other terms). Without an answer on them the booking
   * keeps the ones it had, and the airline's word decides a later cancellation.
   */
  const applyToBooking = async (change: ChangeRecord) => {
    const booking = await bookings.current(change.bookingId);
    if (!booking.itinerary) return;
    const conditions = await duffel.forMode(booking.mode).changes.orderConditions(booking.duffelOrderId as string);
    const itinerary = {
      ...booking.itinerary,
      slices: change.slices.itinerary,
      ...(conditions.outcome === 'done' ? { conditions: itineraryConditionsOf(conditions.value) } : {}),
    };
    await bookings.transition(booking.id, ['confirmed'], { itinerary, lastArrivalAt: lastArrivalOf(itinerary) });
  };

  /** Create then confirm the order change at Duffel: 'changed', 'pending' (no clear answer) or 'rejected'. */
  const changeAtAirline = async (change: ChangeRecord, mode: BookingRecord['mode']) => {
    const api = duffel.forMode(mode).changes;
    let current = change;
    if (!current.orderChangeId) {
      const created = await api.create(current.duffelOfferId);
      if (created.outcome === 'rejected') return { outcome: 'rejected' as const, code: created.code };
      if (created.outcome === 'unknown') return { outcome: 'pending' as const };
      current = (await changes.transition(current.id, ['changing'], { orderChangeId: created.value.id })) ?? current;
      await record(current, 'change_create', 'done', { orderChangeId: created.value.id });
    }
    const orderChangeId = current.orderChangeId as string;
    const payment =
      current.supplierChangeMinor > 0n
        ? { amount: fromMinor(current.supplierChangeMinor, current.currency), currency: current.currency }
        : null;
    const confirmed = await api.confirm(orderChangeId, payment);
    if (confirmed.outcome === 'done' && confirmed.value.confirmedAt) return { outcome: 'changed' as const, current };
    // Already confirmed by a lost answer, or no answer at all: the change itself says where it stands.
    const looked = await api.get(orderChangeId);
    if (looked.outcome === 'done' && looked.value.confirmedAt) return { outcome: 'changed' as const, current };
    // A refusal counts only once Duffel says the change is not confirmed: "already confirmed" to a
    // retry whose look-up failed is a change made under a lost answer.
    if (confirmed.outcome === 'rejected' && looked.outcome !== 'unknown')
      return { outcome: 'rejected' as const, code: confirmed.code };
    await record(current, 'change_confirm', 'unknown');
    return { outcome: 'pending' as const };
  };

  const settleCard = async (change: ChangeRecord): Promise<Step> => {
    if (change.amountMinor > 0n) {
      const authorization = await payments.find(change.paymentAuthorizationId as string);
      if (!authorization) return attention(change, 'AUTHORIZATION_MISSING', 'the change authorization is missing');
      const captured = await payments.capture(authorization, `change-${change.id}-capture`);
      await record(change, 'change_capture', captured.outcome);
      if (captured.outcome === 'unknown') return 'pending';
      if (captured.outcome !== 'done')
        return attention(change, 'CAPTURE_FAILED', 'the airline changed the booking but the card was not charged');
    } else if (change.amountMinor < 0n) {
      const booking = await bookings.current(change.bookingId);
      const authorization = booking.paymentAuthorizationId ? await payments.find(booking.paymentAuthorizationId) : null;
      if (!authorization || change.currency !== booking.currency)
        return attention(change, 'REFUND_NOT_POSSIBLE', 'the change refund cannot be paid to the card automatically');
      const refunded = await payments.refundForChange(authorization, -change.amountMinor, change.id, booking.id);
      await record(
        change,
        'change_refund',
        refunded.outcome,
        refunded.outcome === 'done' ? { refundId: refunded.refundId, amountMinor: String(refunded.amountMinor) } : {},
      );
      if (refunded.outcome === 'unknown') return 'pending';
      if (refunded.outcome === 'rejected') return attention(change, 'REFUND_REFUSED', refunded.message);
      await changes.transition(change.id, ['refunding'], { refundId: refunded.refundId });
    }
    await changes.transition(change.id, ['charging', 'refunding'], { status: 'changed' });
    await record(change, 'change', 'done', { amountMinor: String(change.amountMinor) });
    return 'changed';
  };

  /** The saga from where the change stands. */
  const drive = async (start: ChangeRecord, paymentMethodId: string | undefined): Promise<Step> => {
    const booking = await bookings.current(start.bookingId);
    let change = start;
    if (change.status === 'authorizing' || change.status === 'requires_action') {
      if (change.amountMinor > 0n) {
        const authorized = await authorize(change, booking, paymentMethodId);
        if (authorized !== 'authorized') return authorized;
      }
      change =
        (await changes.transition(change.id, ['authorizing', 'requires_action'], { status: 'changing' })) ?? change;
    }
    if (change.status === 'changing') {
      if (!change.orderChangeId && change.expiresAt.getTime() <= duffel.clockFor(booking.mode).now().getTime()) {
        await release(change);
        await fail(change, 'CHANGE_OFFER_EXPIRED', CHANGE_EXPIRED_MESSAGE);
        throw new AppError('CHANGE_OFFER_EXPIRED', CHANGE_EXPIRED_MESSAGE, 409);
      }
      const atAirline = await changeAtAirline(change, booking.mode);
      if (atAirline.outcome === 'pending') return 'pending';
      if (atAirline.outcome === 'rejected') {
        await release(change);
        await fail(await current(change), atAirline.code, CHANGE_FAILED_MESSAGE);
        throw new AppError(
          atAirline.code.includes('no_longer_available') ? 'CHANGE_OFFER_EXPIRED' : 'CHANGE_FAILED',
          atAirline.code.includes('no_longer_available') ? CHANGE_EXPIRED_MESSAGE : CHANGE_FAILED_MESSAGE,
          409,
        );
      }
      change =
        (await changes.transition(change.id, ['changing'], {
          status: change.amountMinor < 0n ? 'refunding' : 'charging',
          confirmedAt: new Date(),
        })) ?? (await current(change));
      await record(change, 'change_confirm', 'done', { orderChangeId: change.orderChangeId });
      await applyToBooking(change);
    }
    if (change.status === 'charging' || change.status === 'refunding') return settleCard(change);
    if (change.status === 'changed') return 'changed';
    return 'pending';
  };

  const current = async (change: ChangeRecord) => (await changes.find(change.id)) as ChangeRecord;

  const { authorize, release, abandon } = createChangeAuthorization({
    changes,
    bookings,
    duffel,
    payments,
    record,
    fail,
  });

  const answerOf = (change: ChangeRecord, step: Step): ChangeConfirmAnswer => ({
    status: step === 'changed' ? 'changed' : step === 'pending' ? 'pending' : 'requires_action',
    bookingId: change.bookingId,
    changeOfferId: change.id,
    direction: directionOf(change.amountMinor),
    amount: fromMinor(abs(change.amountMinor), change.currency),
    currency: change.currency,
    ...(typeof step === 'object' ? { clientSecret: step.requiresAction } : {}),
  });

  const fingerprintOf = (bookingId: string, changeId: string) =>
    createHash('sha256').update(`${bookingId}:${changeId}`).digest('hex');

  return {
    /** POST /api/bookings/:id/changes: Duffel's change offers for other dates, at the traveller's amounts. */
    async quote(userId: string, bookingId: string, request: ChangeRequest): Promise<BookingChangeOffers> {
      const booking = await ownedBooking(userId, bookingId);
      assertChangeable(booking);
      checkSameRoute(booking.itinerary as NonNullable<BookingRecord['itinerary']>, request.slices);
      const api = duffel.forMode(booking.mode).changes;
      const sliceIds = await api.orderSliceIds(booking.duffelOrderId as string);
      if (sliceIds.outcome !== 'done') throw new AppError('CHANGE_FAILED', CHANGE_FAILED_MESSAGE, 502);
      const asked = await api.request(booking.duffelOrderId as string, sliceIds.value, request.slices);
      if (asked.outcome === 'rejected') throw new AppError('BOOKING_NOT_CHANGEABLE', NOT_CHANGEABLE_MESSAGE, 409);
      if (asked.outcome === 'unknown') throw new AppError('CHANGE_FAILED', CHANGE_FAILED_MESSAGE, 502);
      const now = duffel.clockFor(booking.mode).now();
      const freeWindow = inFreeWindow(booking.createdAt, now);
      const markup = await markupOf(booking.brandKey);
      const priced = (offer: DuffelChangeOffer) => {
        try {
          if (offer.currency !== booking.currency) return null;
          const supplierChangeMinor = signedMinor(offer.changeTotalAmount, offer.currency);
          const { amountMinor, serviceFeeMinor } = changeAmounts(
            supplierChangeMinor,
            offer.currency,
            markup,
            freeWindow,
          );
          return {
            bookingId: booking.id,
            duffelOfferId: offer.id,
            currency: offer.currency,
            supplierChangeMinor,
            penaltyMinor: toMinor(offer.penaltyAmount, offer.currency),
            serviceFeeMinor,
            amountMinor,
            freeWindow,
            slices: storedSlices(offer.slices),
            expiresAt: new Date(offer.expiresAt),
          };
        } catch (error) {
          if (error instanceof MoneyError) return null;
          throw error;
        }
      };
      const saved = await changes.insertQuoted(
        asked.value.map(priced).filter((offer): offer is NonNullable<typeof offer> => offer !== null),
      );
      return { offers: saved.map(offerView) };
    },

    /** POST /api/bookings/:id/changes/:changeOfferId/confirm, with an Idempotency-Key. */
    async confirm(
      userId: string,
      bookingId: string,
      changeId: string,
      idempotencyKey: string,
      body: ChangeConfirmRequest,
    ): Promise<{ status: number; body: ChangeConfirmAnswer }> {
      const booking = await ownedBooking(userId, bookingId);
      const found = isUuid(changeId) ? await changes.find(changeId) : null;
      if (!found || found.bookingId !== booking.id)
        throw new AppError('CHANGE_NOT_FOUND', CHANGE_NOT_FOUND_MESSAGE, 404);
      if (found.idempotencyKey !== null && found.idempotencyKey !== idempotencyKey)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This change was already confirmed with another request.', 409);
      if (found.status === 'failed')
        throw new AppError(found.failureCode ?? 'CHANGE_FAILED', found.failureMessage ?? CHANGE_FAILED_MESSAGE, 409);
      if (found.status === 'changed') return { status: 200, body: answerOf(found, 'changed') };
      if (found.status === 'needs_attention') return { status: 202, body: answerOf(found, 'pending') };
      if (found.status === 'quoted') {
        assertChangeable(booking);
        if (found.expiresAt.getTime() <= duffel.clockFor(booking.mode).now().getTime())
          throw new AppError('CHANGE_OFFER_EXPIRED', CHANGE_EXPIRED_MESSAGE, 409);
        // Asked before the key is taken: the traveller adds a card and confirms again, with any key.
        if (found.amountMinor > 0n && !body.paymentMethodId)
          throw new AppError('PAYMENT_REQUIRED', PAYMENT_NEEDED_MESSAGE, 402);
      }
      if (!(await bookings.takeLease(booking.id, new Date(Date.now() + LEASE_MS))))
        throw new AppError('CHANGE_IN_PROGRESS', CHANGE_IN_PROGRESS_MESSAGE, 409);
      try {
        let change = await current(found);
        if (change.status === 'quoted') {
          const claimed = await changes.claim(change.id, idempotencyKey, fingerprintOf(booking.id, change.id));
          // Refused while the booking is no longer confirmed (a cancellation began) or another change runs.
          if (!claimed) {
            assertChangeable(await bookings.current(booking.id));
            throw new AppError('CHANGE_IN_PROGRESS', CHANGE_IN_PROGRESS_MESSAGE, 409);
          }
          change = claimed;
          await record(change, 'change', 'requested', { amountMinor: String(change.amountMinor) });
        }
        const step = await drive(change, body.paymentMethodId);
        const latest = await current(change);
        return { status: step === 'changed' ? 200 : 202, body: answerOf(latest, step) };
      } finally {
        await bookings.endLease(booking.id);
      }
    },

    /** Carries on changes left mid-way (from the checkout jobs, every minute). */
    async resume(staleMs = 2 * 60_000): Promise<number> {
      let finished = 0;
      for (const change of await changes.unfinished(new Date(Date.now() - staleMs))) {
        if (!(await bookings.takeLease(change.bookingId, new Date(Date.now() + LEASE_MS)))) continue;
        try {
          const latest = await current(change);
          // A card never named on the change has no traveller behind it any more: the change ends.
          if (latest.status === 'authorizing' && latest.amountMinor > 0n && !latest.paymentAuthorizationId) {
            await abandon(latest);
            continue;
          }
          if ((await drive(latest, undefined)) === 'changed') finished += 1;
        } catch (error) {
          logger.warn({ err: error, changeId: change.id }, 'could not finish a booking change; will try again');
        } finally {
          await bookings.endLease(change.bookingId);
        }
      }
      return finished;
    },
  };
};

export type ChangesService = ReturnType<typeof createChangesService>;
