import { api, type SubmissionKind, type SubmissionList } from '@portal/platform';
import { submissionListFrom } from './readSubmissionList';

/**
 * The submissions editors and admins read back: the content forms' messages and the shell's
 * newsletter sign-ups (the platform's newsletterApi invalidates the same 'Submission' tag, declared
 * on the base api). Apart from the forms' endpoints, so a visitor's contact page does not carry
 * the list's reader.
 */
export const submissionListApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetSubmissionsQuery } = submissionListApi;
