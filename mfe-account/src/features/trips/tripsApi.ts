import { api, loadValidation, type CancelResult, type Trip } from '@portal/platform';
import { tripFrom, tripListFrom } from '@portal/platform/trip-readers';

/**
 * The traveller's trips (My Trips): list, details and cancel. The 'Booking' tags are the base
 * api's, so a booking placed by the checkout or a sign-in/sign-out elsewhere marks them stale.
 */
export const tripsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/bookings: a signed-out visitor (401) has no trips rather than an error. */
    getBookings: build.query<Trip[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('bookings');
        if (result.error?.status === 401) return { data: [] };
        if (result.error) return { error: result.error };
        // Read without zod: the page's first answer.
        try {
          return { data: tripListFrom(result.data) };
        } catch (problem) {
          return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: String(problem) } };
        }
      },
      providesTags: (result) => [
        { type: 'Booking', id: 'LIST' },
        ...(result ?? []).map((booking) => ({ type: 'Booking' as const, id: booking.id })),
      ],
    }),
    getBooking: build.query<Trip, string>({
      query: (id) => `bookings/${encodeURIComponent(id)}`,
      transformResponse: tripFrom,
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

export const { useGetBookingsQuery, useGetBookingQuery, useCancelBookingMutation } = tripsApi;
