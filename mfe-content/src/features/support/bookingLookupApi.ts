import { api, type BookingLookup } from '@portal/platform';

/** What the guest lookup answers; the bookings issue defines the rest of the shape. */
export interface BookingLookupAnswer {
  message?: string;
}

/**
 * POST /api/bookings/lookup {reference, email}: a guest finds a booking by its reference and
 * e-mail; the page shows whatever the gateway answers.
 */
export const bookingLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupGuestBooking: build.mutation<BookingLookupAnswer, BookingLookup>({
      query: (body) => ({ url: 'bookings/lookup', method: 'POST', body }),
    }),
  }),
});

export const { useLookupGuestBookingMutation } = bookingLookupApi;
