import {
  api,
  parseWith,
  type ContactRequest,
  type SubmissionKind,
  type SubmissionList,
  type SubmissionReceipt,
  type SupportRequest,
} from '@portal/platform';
import { submissionListFrom } from './readSubmissionList';

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
 * whose `message` the page shows; 400 and 429 answer `{ message }`. Editors and admins read them
 * back, with the shell's newsletter sign-ups (the platform's newsletterApi invalidates the same
 * 'Submission' tag, declared on the base api).
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
    getSubmissions: build.query<SubmissionList, { kind?: SubmissionKind; before?: string; limit?: number }>({
      query: ({ kind, before, limit }) => {
        const params = new URLSearchParams();
        if (kind) params.set('kind', kind);
        if (before) params.set('before', before);
        if (limit) params.set('limit', String(limit));
        const query = params.toString();
        return query ? `submissions?${query}` : 'submissions';
      },
      transformResponse: submissionListFrom,
      providesTags: ['Submission'],
    }),
  }),
});

export const { useSubmitContactRequestMutation, useSubmitSupportRequestMutation, useGetSubmissionsQuery } =
  submissionsApi;
