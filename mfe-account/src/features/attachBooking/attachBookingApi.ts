import { api, type AttachBookingRequest, type AttachBookingResponse } from '@portal/platform';

/** POST /api/bookings/attach: the link in a guest booking's e-mail adds it to the account holding that address. */
export const attachBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    attachBooking: build.mutation<AttachBookingResponse, AttachBookingRequest>({
      query: (body) => ({ url: 'bookings/attach', method: 'POST', body }),
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const { useAttachBookingMutation } = attachBookingApi;
