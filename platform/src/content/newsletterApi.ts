import type { NewsletterSignup, SubmissionReceipt } from '@portal/platform-common/contracts';
import { api } from '../api/baseApi';
import { parseWith } from '../validation/loadValidation';

/** A form, sent under the brand the page is shown under (the gateway files it per brand). */
export interface FormArgs<T> {
  brand: string;
  body: T;
}

/**
 * POST /api/newsletter, the footer's sign-up: the shell's own call (every page shows the footer),
 * so it stays in the platform. It answers a receipt whose `message` the footer shows; 400 and 429
 * answer `{ message }`. The content module's submissions list provides the 'Submission' tag it
 * marks stale.
 */
export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<SubmissionReceipt, FormArgs<NewsletterSignup>>({
      query: ({ brand, body }) => ({ url: `newsletter?brand=${encodeURIComponent(brand)}`, method: 'POST', body }),
      transformResponse: parseWith((contracts) => contracts.submissionReceiptSchema),
      invalidatesTags: ['Submission'],
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
