import { isUuid } from '../../../db/uuid';
import { AppError } from '../../../http/errors';
import type { Logger } from '../../../http/logger';
import type { DuffelProviders } from '../../../providers/duffel/duffelProviders';
import type { CancellationQuote } from '../../../providers/duffel/duffelCancellations';
import { MoneyError, toMinor } from '../../../providers/money';
import type { PaymentsService } from '../../payments/payments.service';
import type { BookingRecord, BookingsRepository } from '../bookings.repository';
import { BOOKING_NOT_FOUND_MESSAGE } from '../reads/reads.service';
import type { CancellationPreview } from '@portal/platform-common/contracts';
import { fromMinor } from '../../../providers/money';
import { cashRefundMinor, creditsForTraveller, refundFormOf } from '../refundForms';
import type { ChangesRepository } from '../changes/changes.repository';
import { keptByCancellation } from './cancellationAmounts';
import { paidParts, splitRefund, supplierPaid, totalPaid } from './paidByCard';
import {
  airlineRefusal,
  cancellationBlocker,
  CANCEL_FAILED_MESSAGE,
  CANCELLED_MESSAGE,
  CHANGE_UNDER_WAY_MESSAGE,
  IN_PROGRESS_MESSAGE,
  REFUND_PENDING_MESSAGE,
} from './cancellationRules';

const LEASE_MS = 2 * 60_000;

export interface CancelAnswer {
  success: true;
  message: string;
  /** True while the card refund is still to be made (the background job finishes it). */
  refundPending: boolean;
}

type Step = 'done' | 'pending';

/**
 * Cancelling a confirmed booking, the cancellation room's story: Duffel quotes the refund, the quote
 * is confirmed, and the captured card payment is refunded by the quoted amount. Each step is
 * recorded on the booking as it happens, so a retry or the background job carries on from the
 * last one; a lease keeps two gateways from driving one cancellation at once.
 */
export const createCancellationService = ({
  repository,
  changes,
  duffel,
  payments,
  logger,
}: {
  repository: BookingsRepository;
  changes: Pick<ChangesRepository, 'changedOf' | 'unfinishedOf'>;
  duffel: Pick<DuffelProviders, 'forMode' | 'clockFor'>;
  payments: Pick<PaymentsService, 'find' | 'refund' | 'refundChangeOnCancellation'>;
  logger: Logger;
}) => {
  const record = (booking: BookingRecord, step: string, outcome: string, detail: Record<string, unknown> = {}) =>
    repository
      .record(booking.id, step, outcome, detail)
      .catch((error: unknown) =>
        logger.error({ err: error, bookingId: booking.id, step }, 'could not record a cancellation step'),
      );

  /** Back to confirmed: nothing was cancelled at the airline. */
  const giveUp = async (booking: BookingRecord, error: AppError): Promise<never> => {
    await repository.transition(booking.id, ['cancelling'], {
      status: 'confirmed',
      cancellationId: null,
      refundMinor: null,
      refundCurrency: null,
    });
    await record(booking, 'cancel', 'abandoned', { code: error.code });
    throw error;
  };

  const saveQuote = async (booking: BookingRecord, quote: CancellationQuote): Promise<BookingRecord> => {
    let refundMinor: bigint;
    try {
      refundMinor = toMinor(quote.refundAmount, quote.refundCurrency);
    } catch (error) {
      if (error instanceof MoneyError)
        return giveUp(booking, new AppError('CANCELLATION_FAILED', CANCEL_FAILED_MESSAGE, 502, { cause: error }));
      throw error;
    }
    const confirmedAt = quote.confirmedAt ? new Date(quote.confirmedAt) : null;
    const saved = await repository.transition(booking.id, ['cancelling'], {
      cancellationId: quote.id,
      refundMinor,
      refundCurrency: quote.refundCurrency,
      refundTo: quote.refundTo,
      airlineCredits: quote.airlineCredits,
      cancellationConfirmedAt: confirmedAt,
    });
    await record(booking, confirmedAt ? 'cancellation_confirm' : 'cancellation_quote', 'done', {
      cancellationId: quote.id,
      refundAmount: quote.refundAmount,
      refundCurrency: quote.refundCurrency,
      refundTo: quote.refundTo,
    });
    return saved ?? repository.current(booking.id);
  };

  /**
   * Quote then confirm at Duffel: the booking with its confirmed cancellation, or 'pending' when
   * Duffel's answer was lost (asked again later).
   */
  const cancelAtAirline = async (booking: BookingRecord, requoted = false): Promise<BookingRecord | 'pending'> => {
    const api = duffel.forMode(booking.mode).cancellations;
    const currency = booking.currency ?? 'USD';
    let current = booking;
    if (!current.cancellationId) {
      const quoted = await api.quote(current.duffelOrderId as string, currency);
      if (quoted.outcome === 'rejected') return giveUp(current, airlineRefusal(quoted.message));
      if (quoted.outcome === 'unknown')
        return giveUp(current, new AppError('CANCELLATION_FAILED', CANCEL_FAILED_MESSAGE, 502));
      current = await saveQuote(current, quoted.quote);
      if (current.cancellationConfirmedAt) return current;
    }
    const confirmed = await api.confirm(current.cancellationId as string, currency);
    if (confirmed.outcome === 'done') {
      const saved = await saveQuote(current, confirmed.quote);
      return saved.cancellationConfirmedAt ? saved : 'pending';
    }
    if (confirmed.outcome === 'rejected' && confirmed.code === 'order_cancellation_expired' && !requoted) {
      const unquoted = await repository.transition(current.id, ['cancelling'], { cancellationId: null });
      return cancelAtAirline(unquoted ?? (await repository.current(current.id)), true);
    }
    // Already confirmed, or no answer: the cancellation itself says where it stands.
    const looked = await api.get(current.cancellationId as string, currency);
    if (looked.outcome === 'done' && looked.quote.confirmedAt) return saveQuote(current, looked.quote);
    // A refusal counts only once Duffel says the cancellation is not confirmed: "already confirmed"
    // to a retry whose look-up failed is a cancellation made under a lost answer.
    if (confirmed.outcome === 'rejected' && looked.outcome !== 'unknown')
      return giveUp(current, airlineRefusal(confirmed.message));
    await record(current, 'cancellation_confirm', 'unknown', {
      reason: confirmed.outcome === 'unknown' ? confirmed.reason : `${confirmed.code}, look-up unanswered`,
    });
    return 'pending';
  };

  const attention = async (booking: BookingRecord, code: string, message: string): Promise<'pending'> => {
    await repository.transition(booking.id, ['cancelling'], {
      status: 'needs_attention',
      failureCode: code,
      failureMessage: message.slice(0, 500),
    });
    return 'pending';
  };

  /**
   * Refunds the card by what Duffel refunds in cash, never more than the card paid: each paid
   * change's own capture first (newest first), then the checkout's payment, each under its own key
   * (a retry replays Stripe's answers). Nothing for credits or a voucher.
   */
  const refundCard = async (booking: BookingRecord): Promise<Step> => {
    const quoted = cashRefundMinor(booking);
    if (quoted === 0n) {
      await record(booking, 'refund', 'done', { refundId: 'none', amountMinor: '0', refundTo: booking.refundTo });
      // refund_minor keeps Duffel's amount: for credits or a voucher it is their value, for cash nothing was due.
      await repository.transition(booking.id, ['cancelling'], {
        status: 'cancelled',
        refundId: 'none',
        cancelledAt: new Date(),
      });
      return 'done';
    }
    const parts = paidParts(booking, await changes.changedOf(booking.id));
    if (quoted === null || booking.refundCurrency !== booking.currency)
      return attention(booking, 'REFUND_NOT_POSSIBLE', 'the quoted refund cannot be paid to the card automatically');
    const paid = totalPaid(parts);
    let firstRefundId: string | null = null;
    let refundedMinor = 0n;
    for (const part of splitRefund(quoted < paid ? quoted : paid, parts)) {
      const authorization = part.authorizationId ? await payments.find(part.authorizationId) : null;
      if (!authorization)
        return attention(booking, 'REFUND_NOT_POSSIBLE', 'the quoted refund cannot be paid to the card automatically');
      const refunded = part.changeId
        ? await payments.refundChangeOnCancellation(authorization, part.amountMinor, booking.id, part.changeId)
        : await payments.refund(authorization, part.amountMinor, booking.id);
      await record(booking, 'refund', refunded.outcome, {
        ...(part.changeId ? { changeId: part.changeId } : {}),
        ...(refunded.outcome === 'done'
          ? { refundId: refunded.refundId, amountMinor: String(refunded.amountMinor) }
          : {}),
      });
      if (refunded.outcome === 'unknown') return 'pending';
      if (refunded.outcome === 'rejected') {
        logger.error(
          { bookingId: booking.id, changeId: part.changeId, code: refunded.code },
          'a cancelled booking could not be refunded: a person must decide',
        );
        return attention(booking, 'REFUND_REFUSED', refunded.message);
      }
      firstRefundId ??= refunded.refundId;
      refundedMinor += refunded.amountMinor;
    }
    await repository.transition(booking.id, ['cancelling'], {
      status: 'cancelled',
      refundId: firstRefundId ?? 'none',
      refundMinor: refundedMinor,
      cancelledAt: new Date(),
    });
    return 'done';
  };

  const assertNoChangeUnderWay = async (bookingId: string) => {
    if (await changes.unfinishedOf(bookingId)) throw new AppError('CHANGE_IN_PROGRESS', CHANGE_UNDER_WAY_MESSAGE, 409);
  };

  /** The owner's booking, if it can be cancelled now; anyone else gets the same 404 as for no booking. */
  const ownedBooking = async (userId: string, id: string): Promise<BookingRecord> => {
    const found = isUuid(id) ? await repository.find(id) : null;
    if (!found || found.userId !== userId || found.status === 'failed')
      throw new AppError('BOOKING_NOT_FOUND', BOOKING_NOT_FOUND_MESSAGE, 404);
    const blocker = cancellationBlocker(found, duffel.clockFor(found.mode).now());
    if (blocker) throw blocker;
    return found;
  };

  /** The cancellation from where it stands: 'refund_pending' once the airline cancelled but the card is not refunded yet. */
  const drive = async (booking: BookingRecord): Promise<Step | 'refund_pending'> => {
    const cancelled = booking.cancellationConfirmedAt ? booking : await cancelAtAirline(booking);
    if (cancelled === 'pending') return 'pending';
    return (await refundCard(cancelled)) === 'done' ? 'done' : 'refund_pending';
  };

  return {
    /**
     * POST /api/bookings/:id/cancellation-quote: what cancelling would pay back, asked of Duffel
     * (a quote nobody confirms lapses after 15 minutes) and told before the traveller confirms.
     */
    async preview(userId: string, id: string): Promise<CancellationPreview> {
      const booking = await ownedBooking(userId, id);
      await assertNoChangeUnderWay(booking.id);
      const currency = booking.currency ?? 'USD';
      const quoted = await duffel.forMode(booking.mode).cancellations.quote(booking.duffelOrderId as string, currency);
      if (quoted.outcome === 'rejected') throw airlineRefusal(quoted.message);
      if (quoted.outcome === 'unknown') throw new AppError('CANCELLATION_FAILED', CANCEL_FAILED_MESSAGE, 502);
      const { quote } = quoted;
      const refundTo = refundFormOf(quote.refundTo);
      if (!refundTo) throw new AppError('CANCELLATION_FAILED', CANCEL_FAILED_MESSAGE, 502);
      let cashMinor: bigint;
      let valueMinor: bigint;
      try {
        valueMinor = toMinor(quote.refundAmount, quote.refundCurrency);
        cashMinor = cashRefundMinor({ refundTo: quote.refundTo, refundMinor: valueMinor }) ?? 0n;
      } catch (error) {
        if (error instanceof MoneyError)
          throw new AppError('CANCELLATION_FAILED', CANCEL_FAILED_MESSAGE, 502, { cause: error });
        throw error;
      }
      // What the card paid counts every change the airline made: the checkout's payment and each change's.
      const changed = await changes.changedOf(booking.id);
      const captured = totalPaid(paidParts(booking, changed));
      const toCard =
        refundTo === 'card' && quote.refundCurrency === currency && cashMinor > captured ? captured : cashMinor;
      const kept = keptByCancellation(
        {
          currency: booking.currency,
          sellingTotalMinor: booking.sellingTotalMinor === null ? null : captured,
          supplierTotalMinor: supplierPaid(booking, changed),
        },
        refundTo === 'card' ? toCard : valueMinor,
        quote.refundCurrency,
      );
      return {
        refundTo,
        refundAmount: refundTo === 'card' ? fromMinor(toCard, quote.refundCurrency) : quote.refundAmount,
        refundCurrency: quote.refundCurrency,
        airlineCredits: creditsForTraveller(quote.airlineCredits, booking.itinerary),
        paidAmount: kept?.paidAmount ?? null,
        keptAmount: kept?.keptAmount ?? null,
        serviceFeeKept: kept?.serviceFeeKept ?? null,
        airlineFeeKept: kept?.airlineFeeKept ?? null,
      };
    },

    /** POST /api/bookings/:id/cancel, for the booking's owner. */
    async cancel(userId: string, id: string): Promise<CancelAnswer> {
      await ownedBooking(userId, id);
      if (!(await repository.takeLease(id, new Date(Date.now() + LEASE_MS))))
        throw new AppError('CANCELLATION_IN_PROGRESS', IN_PROGRESS_MESSAGE, 409);
      try {
        // Read again under the lease: another gateway may have moved it on before we took it.
        const booking = await repository.current(id);
        // A change under way (or waiting for 3-D Secure) finishes first: the two never run on one booking.
        if (booking.status === 'confirmed') await assertNoChangeUnderWay(id);
        const cancelling =
          booking.status === 'confirmed'
            ? await repository.transition(id, ['confirmed'], { status: 'cancelling' })
            : booking;
        if (!cancelling) throw new AppError('CANCELLATION_IN_PROGRESS', IN_PROGRESS_MESSAGE, 409);
        if (booking.status !== 'confirmed' && booking.status !== 'cancelling')
          throw (
            cancellationBlocker(booking, duffel.clockFor(booking.mode).now()) ??
            new AppError('BOOKING_NOT_CANCELLABLE', CANCEL_FAILED_MESSAGE, 409)
          );
        await record(booking, 'cancel', 'requested');
        const step = await drive(cancelling);
        if (step === 'done') return { success: true, message: CANCELLED_MESSAGE, refundPending: false };
        if (step === 'refund_pending') return { success: true, message: REFUND_PENDING_MESSAGE, refundPending: true };
        throw new AppError('CANCELLATION_FAILED', CANCEL_FAILED_MESSAGE, 502);
      } finally {
        await repository.endLease(id);
      }
    },

    /** Carries on cancellations left mid-way (start-up and every minute, from the checkout jobs). */
    async resume(staleMs = 2 * 60_000): Promise<number> {
      let finished = 0;
      for (const booking of await repository.unfinishedCancellations(new Date(Date.now() - staleMs))) {
        if (!(await repository.takeLease(booking.id, new Date(Date.now() + LEASE_MS)))) continue;
        try {
          const current = await repository.current(booking.id);
          if (current.status === 'cancelling' && (await drive(current)) === 'done') finished += 1;
        } catch (error) {
          logger.warn({ err: error, bookingId: booking.id }, 'could not finish a cancellation; will try again');
        } finally {
          await repository.endLease(booking.id);
        }
      }
      return finished;
    },
  };
};

export type CancellationService = ReturnType<typeof createCancellationService>;
