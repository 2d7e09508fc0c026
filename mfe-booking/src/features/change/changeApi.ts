import {
  api,
  parseWith,
  type BookingChangeOffers,
  type ChangeConfirmAnswer,
  type ChangeRequest,
  type Trip,
} from '@portal/platform';
import { tripFrom } from '@portal/platform/trip-readers';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface ChangeConfirmCall {
  bookingId: string;
  changeOfferId: string;
  /** One per confirmation attempt: a retry, the 3-D Secure follow-up and the waits repeat it. */
  idempotencyKey: string;
  paymentMethodId?: string;
}

/** The change page's calls: the booking, Duffel's change offers for new dates, and the confirmation. */
export const changeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/bookings/:id: the booking to change, its flights and dates. */
    getBookingToChange: build.query<Trip, string>({
      query: (id) => `bookings/${encodeURIComponent(id)}`,
      // Read without zod: the page's first answer.
      transformResponse: tripFrom,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    /** POST /api/bookings/:id/changes: the flights on the asked dates, each with what the card pays or gets back. */
    quoteChange: build.mutation<BookingChangeOffers, { bookingId: string; request: ChangeRequest }>({
      query: ({ bookingId, request }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/changes`,
        method: 'POST',
        body: request,
      }),
      transformResponse: parseWith((contracts) => contracts.bookingChangeOffersSchema),
    }),
    /** POST /api/bookings/:id/changes/:changeOfferId/confirm under the attempt's Idempotency-Key. */
    confirmChange: build.mutation<ChangeConfirmAnswer, ChangeConfirmCall>({
      query: ({ bookingId, changeOfferId, idempotencyKey, paymentMethodId }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/changes/${encodeURIComponent(changeOfferId)}/confirm`,
        method: 'POST',
        body: paymentMethodId ? { paymentMethodId } : {},
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      transformResponse: parseWith((contracts) => contracts.changeConfirmAnswerSchema),
      // The booking flies other flights once changed: My Trips reads it again.
      invalidatesTags: (answer, _error, { bookingId }) =>
        answer?.status === 'changed'
          ? [
              { type: 'Booking', id: bookingId },
              { type: 'Booking', id: 'LIST' },
            ]
          : [],
    }),
  }),
});

export const { useGetBookingToChangeQuery, useQuoteChangeMutation, useConfirmChangeMutation } = changeApi;
