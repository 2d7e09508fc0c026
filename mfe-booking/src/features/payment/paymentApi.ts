import {
  api,
  loadValidation,
  parseWith,
  type BookingAuthentication,
  type BookingRequestInput,
  type BookingResult,
  type StripeClientConfig,
} from '@portal/platform';

/** A booking paid with a card PaymentMethod that Stripe.js made: no card field can travel with it. */
export interface PaymentMethodBooking extends Omit<BookingRequestInput, 'paymentDetails'> {
  paymentDetails: { amount: string; currency: string; paymentMethodId: string };
}

/**
 * What the gateway answers a booking (or its 3-D Secure step) with: the booking; 202 with a
 * challenge for the browser; or 202 while it still waits for Stripe's word.
 */
export type BookingAnswer =
  | { kind: 'booked'; result: BookingResult }
  | { kind: 'authenticate'; authentication: BookingAuthentication }
  | { kind: 'pending' };

/** The header a retry of the same checkout attempt repeats, so the gateway pays at most once. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const ACCEPTED = 202;

const statusOf = (meta: unknown): number | undefined => {
  if (!meta || typeof meta !== 'object' || !('response' in meta)) return undefined;
  const { response } = meta;
  return response && typeof response === 'object' && 'status' in response && typeof response.status === 'number'
    ? response.status
    : undefined;
};

const readAnswer = async (body: unknown, meta: unknown): Promise<BookingAnswer> => {
  const contracts = await loadValidation();
  if (statusOf(meta) !== ACCEPTED) return { kind: 'booked', result: contracts.bookingResultSchema.parse(body) };
  const challenge = contracts.bookingAuthenticationSchema.safeParse(body);
  return challenge.success ? { kind: 'authenticate', authentication: challenge.data } : { kind: 'pending' };
};

const keyed = (url: string, idempotencyKey: string, body: unknown) => ({
  url,
  method: 'POST',
  body,
  headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
});

/** The payment step's calls: the Stripe.js to load, the booking, and its 3-D Secure step. */
export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payments/stripe-config: the publishable key and the Stripe.js address for the system's mode. */
    getStripeConfig: build.query<StripeClientConfig, void>({
      query: () => 'payments/stripe-config',
      transformResponse: parseWith((contracts) => contracts.stripeClientConfigSchema),
    }),
    /** POST /api/bookings with the PaymentMethod id: the gateway authorizes, books and captures. */
    placeBooking: build.mutation<BookingAnswer, { idempotencyKey: string; booking: PaymentMethodBooking }>({
      query: ({ idempotencyKey, booking }) => keyed('bookings', idempotencyKey, booking),
      transformResponse: readAnswer,
      invalidatesTags: ['Booking'],
    }),
    /** POST /api/bookings/:id/authentication after the challenge, under the booking's own Idempotency-Key. */
    completeAuthentication: build.mutation<BookingAnswer, { bookingId: string; idempotencyKey: string }>({
      query: ({ bookingId, idempotencyKey }) =>
        keyed(`bookings/${encodeURIComponent(bookingId)}/authentication`, idempotencyKey, {}),
      transformResponse: readAnswer,
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const { useGetStripeConfigQuery, usePlaceBookingMutation, useCompleteAuthenticationMutation } = paymentApi;
