import { api, parseWith, type Trip } from '@portal/platform';

/** A confirmation page reloaded: the booking read back, by the session that made it or its owner. */
export const confirmationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingConfirmation: build.query<Trip, string>({
      query: (id) => `bookings/${encodeURIComponent(id)}/confirmation`,
      transformResponse: parseWith((contracts) => contracts.tripSchema),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
  }),
});

export const { useGetBookingConfirmationQuery } = confirmationApi;
