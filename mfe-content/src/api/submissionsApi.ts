import { api, parseWith, type ContactRequest, type SubmissionReceipt, type SupportRequest } from '@portal/platform';

/** A form, sent under the brand the page is shown under (the gateway files it per brand). */
export interface FormArgs<T> {
  brand: string;
  body: T;
}

const formPost =
  <T>(path: string) =>
  ({ brand, body }: FormArgs<T>) => ({ url: `${path}?brand=${encodeURIComponent(brand)}`, method: 'POST', body });
const receipt = parseWith((contracts) => contracts.submissionReceiptSchema);

/**
 * The visitor forms of the content pages (contact, Support Center request): each answers a receipt
 * whose `message` the page shows; 400 and 429 answer `{ message }`. Sending one marks the
 * submissions list (submissionListApi) stale.
 */
export const submissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitContactRequest: build.mutation<SubmissionReceipt, FormArgs<ContactRequest>>({
      query: formPost<ContactRequest>('contact'),
      transformResponse: receipt,
      invalidatesTags: ['Submission'],
    }),
    submitSupportRequest: build.mutation<SubmissionReceipt, FormArgs<SupportRequest>>({
      query: formPost<SupportRequest>('support/requests'),
      transformResponse: receipt,
      invalidatesTags: ['Submission'],
    }),
  }),
});

export const { useSubmitContactRequestMutation, useSubmitSupportRequestMutation } = submissionsApi;
