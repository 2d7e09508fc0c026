import {
  bookingReferenceOf,
  type AirlineCredit,
  type BookingResult,
  type RefundForm,
} from '@portal/platform-common/contracts';
import { isUuid } from '../../../db/uuid';
import { prepareJson, type PreparedJson } from '../../../http/preparedJson';
import { AppError } from '../../../http/errors';
import type { DuffelProviders } from '../../../providers/duffel/duffelProviders';
import { fromMinor } from '../../../providers/money';
import type { Itinerary } from '../bookingTypes';
import type { BookingListRow, BookingsRepository } from '../bookings.repository';
import { cancellationBlock, firstDepartureOf } from '../cancellation/cancellationRules';
import { creditsForTraveller, refundFormOf } from '../refundForms';
import { createKeptLists, type ClockSpan, type KeptList } from './keptLists';

/**
 * A booking as GET /api/bookings lists it (id, status, duffelBookingId,
 * bookingData with slices, passengers, conditions and the total), plus what My Trips needs to
 * offer a cancellation and to report its refund.
 */
export interface BookingView {
  id: string;
  status: BookingResult['status'];
  duffelBookingId: string | null;
  bookingReference: string | null;
  bookingData: Itinerary | null;
  totalAmount: string | null;
  totalCurrency: string;
  /** The fare allows a refund and the first flight has not left: Cancel is offered. */
  cancellable: boolean;
  /** Once cancelled: what came back, in the form refundTo says (to the card, as credits, as a voucher). */
  refundAmount: string | null;
  /** Once cancelled at the airline: how it paid back, and the credits to redeem. */
  refundTo: RefundForm | null;
  airlineCredits: AirlineCredit[];
  cancelledAt: string | null;
  createdAt: string;
}

export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';
export const LOOKUP_NOT_FOUND_MESSAGE = 'We could not find a booking with that reference and e-mail.';

/** The reads room's story: a traveller's list and one booking, the reloaded confirmation, and the guest lookup. */
export const createBookingsReadService = ({
  repository,
  duffel,
}: {
  repository: BookingsRepository;
  duffel: Pick<DuffelProviders, 'clockFor'>;
}) => {
  /** The statuses travellers see: a confirmed trip whose last flight has landed is 'completed'. */
  const statusOf = (booking: BookingListRow): BookingView['status'] => {
    // Cancelled at the airline is cancelled for the traveller, even while the refund is under way.
    if (booking.status === 'cancelled' || booking.cancellationConfirmedAt) return 'cancelled';
    if (booking.status === 'confirmed' || booking.status === 'cancelling') {
      const landed =
        booking.lastArrivalAt && booking.lastArrivalAt.getTime() <= duffel.clockFor(booking.mode).now().getTime();
      return landed ? 'completed' : 'confirmed';
    }
    return booking.status === 'failed' ? 'failed' : 'pending';
  };

  const view = (booking: BookingListRow): BookingView => {
    const status = statusOf(booking);
    return {
      id: booking.id,
      status,
      duffelBookingId: booking.duffelBookingId,
      bookingReference: booking.duffelBookingId ? bookingReferenceOf(booking.duffelBookingId) : null,
      bookingData: booking.itinerary,
      totalAmount:
        booking.sellingTotalMinor !== null && booking.currency
          ? fromMinor(booking.sellingTotalMinor, booking.currency)
          : null,
      totalCurrency: booking.currency ?? 'USD',
      cancellable:
        status === 'confirmed' &&
        cancellationBlock({ ...booking, status: 'confirmed' }, duffel.clockFor(booking.mode).now()) === null,
      refundAmount:
        booking.status === 'cancelled' && booking.refundMinor !== null && booking.refundCurrency
          ? fromMinor(booking.refundMinor, booking.refundCurrency)
          : null,
      refundTo: booking.cancellationConfirmedAt ? refundFormOf(booking.refundTo) : null,
      airlineCredits: booking.cancellationConfirmedAt
        ? creditsForTraveller(booking.airlineCredits, booking.itinerary)
        : [],
      cancelledAt: booking.cancelledAt?.toISOString() ?? booking.cancellationConfirmedAt?.toISOString() ?? null,
      createdAt: booking.createdAt.toISOString(),
    };
  };

  const keptLists = createKeptLists((mode) => duffel.clockFor(mode).now().getTime());

  /**
   * Each mode's time, taken before the statuses are worked out, and the first later departure or
   * landing among these bookings: until then every status and Cancel offer in the list holds.
   */
  const clockSpansOf = (bookings: BookingListRow[]): KeptList['clocks'] => {
    const clocks: KeptList['clocks'] = {};
    for (const booking of bookings) {
      const span: ClockSpan = (clocks[booking.mode] ??= {
        from: duffel.clockFor(booking.mode).now().getTime(),
        until: Infinity,
      });
      for (const instant of [booking.lastArrivalAt, firstDepartureOf(booking)]) {
        const at = instant?.getTime();
        if (at !== undefined && at > span.from && at < span.until) span.until = at;
      }
    }
    return clocks;
  };

  return {
    list: async (userId: string): Promise<BookingView[]> => (await repository.listForUser(userId)).map(view),

    /**
     * The traveller's list as JSON: kept from an earlier read while the account's bookings'
     * version (read with this request's session) and the clocks are unchanged, else read anew.
     */
    async listAnswer(account: { id: string; bookingsVersion?: string }): Promise<PreparedJson> {
      const { id, bookingsVersion } = account;
      const kept = bookingsVersion === undefined ? undefined : keptLists.find(id, bookingsVersion);
      if (kept) return kept;
      const bookings = await repository.listForUser(id);
      const clocks = clockSpansOf(bookings);
      const answer = prepareJson(bookings.map(view));
      if (bookingsVersion !== undefined) keptLists.keep(id, { version: bookingsVersion, clocks, answer });
      return answer;
    },

    /** The owner's booking; anyone else gets the same 404 as for an id that does not exist. */
    async get(userId: string, id: string): Promise<BookingView> {
      const booking = isUuid(id) ? await repository.find(id) : null;
      if (!booking || booking.userId !== userId || booking.status === 'failed')
        throw new AppError('BOOKING_NOT_FOUND', BOOKING_NOT_FOUND_MESSAGE, 404);
      return view(booking);
    },

    /**
     * The confirmation page read again (a reload): only by the session that made the checkout or
     * by the booking's signed-in owner; anyone else, with the id or not, gets the same 404.
     */
    async confirmation(id: string, who: { sessionHash: string; userId: string | null }): Promise<BookingView> {
      const booking = isUuid(id) ? await repository.find(id) : null;
      const own =
        booking !== null &&
        (booking.checkoutSessionHash === who.sessionHash || (booking.userId !== null && booking.userId === who.userId));
      if (!booking || !own || booking.status === 'failed')
        throw new AppError('BOOKING_NOT_FOUND', BOOKING_NOT_FOUND_MESSAGE, 404);
      return view(booking);
    },

    /** A guest's booking by its reference and the primary passenger's e-mail. */
    async lookup(reference: string, email: string): Promise<Omit<BookingView, 'id'>> {
      const booking = await repository.findByReference(reference, email);
      if (!booking) throw new AppError('BOOKING_NOT_FOUND', LOOKUP_NOT_FOUND_MESSAGE, 404);
      const { id: _id, ...summary } = view(booking);
      return summary;
    },
  };
};

export type BookingsReadService = ReturnType<typeof createBookingsReadService>;
