import type {
  CancelResult,
  Trip,
  BookingRequestInput,
  BookingResult,
  CardDetailsInput,
  PaymentResponse,
} from '../contracts';
import { api } from '../api/baseApi';
import { parseWith, loadValidation } from '../validation/loadValidation';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface CreateBookingArgs {
  /** One per checkout attempt: a retry of the same attempt sends the same key. */
  idempotencyKey: string;
  booking: BookingRequestInput;
}

export interface ProcessCardArgs {
  idempotencyKey: string;
  payment: { amount: string; currency: string; cardDetails: CardDetailsInput };
}

const withKey = (url: string, idempotencyKey: string, body: unknown) => ({
  url,
  method: 'POST',
  body,
  headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
});

/** The booking and payment calls of the checkout, plus the trips calls the account module uses. */
export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/bookings: the gateway authorizes the card, creates the order and captures. */
    createBooking: build.mutation<BookingResult, CreateBookingArgs>({
      query: ({ idempotencyKey, booking }) => withKey('bookings', idempotencyKey, booking),
      transformResponse: parseWith((contracts) => contracts.bookingResultSchema),
      invalidatesTags: ['Booking'],
    }),
    /**
     * POST /api/payments/process-card. The spec's client reports a fake success on a 401 or a
     * network error; this one never does: a portal must not report a payment it did not make,
     * so every failure comes back as an error for the caller to show.
     */
    processCard: build.mutation<PaymentResponse, ProcessCardArgs>({
      query: ({ idempotencyKey, payment }) => withKey('payments/process-card', idempotencyKey, payment),
      transformResponse: parseWith((contracts) => contracts.paymentResponseSchema),
    }),
    /** GET /api/bookings: a signed-out visitor (401) has no trips rather than an error. */
    getBookings: build.query<Trip[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('bookings');
        if (result.error?.status === 401) return { data: [] };
        if (result.error) return { error: result.error };
        const parsed = (await loadValidation()).tripListSchema.safeParse(result.data);
        if (!parsed.success)
          return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: parsed.error.message } };
        return { data: parsed.data };
      },
      providesTags: (result) => [
        { type: 'Booking', id: 'LIST' },
        ...(result ?? []).map((booking) => ({ type: 'Booking' as const, id: booking.id })),
      ],
    }),
    getBooking: build.query<Trip, string>({
      query: (id) => `bookings/${encodeURIComponent(id)}`,
      transformResponse: parseWith((contracts) => contracts.tripSchema),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    cancelBooking: build.mutation<CancelResult, string>({
      query: (id) => ({ url: `bookings/${encodeURIComponent(id)}/cancel`, method: 'POST', body: {} }),
      transformResponse: async (body: unknown) => (await loadValidation()).cancelResultSchema.parse(body ?? {}),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Booking', id },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useCreateBookingMutation,
  useProcessCardMutation,
  useGetBookingsQuery,
  useGetBookingQuery,
  useCancelBookingMutation,
} = bookingsApi;
