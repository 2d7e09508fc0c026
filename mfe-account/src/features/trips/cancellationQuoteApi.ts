import { api, parseWith, type CancellationPreview } from '@portal/platform';

/** POST /api/bookings/:id/cancellation-quote: how cancelling would pay back, asked when the dialog opens. */
export const cancellationQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    quoteCancellation: build.mutation<CancellationPreview, string>({
      query: (id) => ({ url: `bookings/${encodeURIComponent(id)}/cancellation-quote`, method: 'POST', body: {} }),
      transformResponse: parseWith((contracts) => contracts.cancellationPreviewSchema),
    }),
  }),
});

export const { useQuoteCancellationMutation } = cancellationQuoteApi;
