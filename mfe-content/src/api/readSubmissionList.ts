import { SUBMISSION_KINDS, type Submission, type SubmissionKind, type SubmissionList } from '@portal/platform';

// The submissions list is the first answer of /content/submissions: read it without zod (about
// 33 KB with the contracts), held to the platform's submissionListSchema by a property test
// (readSubmissionList.test.ts) over every JSON answer, which is all a fetch can hand it.

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isKind = (value: unknown): value is SubmissionKind => SUBMISSION_KINDS.some((kind) => kind === value);

/** A payload as z.record(z.string(), z.unknown()) copies it: every own key but `__proto__`, values as they are. */
const readPayload = (value: unknown): JsonObject | null => {
  if (!isObject(value)) return null;
  const payload: JsonObject = {};
  for (const key of Object.keys(value)) if (key !== '__proto__') payload[key] = value[key];
  return payload;
};

/** One submission as submissionSchema parses it (unknown keys dropped), or null if the contract refuses it. */
const readSubmission = (value: unknown): Submission | null => {
  if (!isObject(value)) return null;
  const { id, kind, brand, email, userId, createdAt } = value;
  if (typeof id !== 'string' || !isKind(kind) || typeof brand !== 'string' || typeof email !== 'string') return null;
  if (userId !== null && typeof userId !== 'string') return null;
  if (typeof createdAt !== 'string') return null;
  const payload = readPayload(value.payload);
  if (!payload) return null;
  return { id, kind, brand, email, payload, userId, createdAt };
};

/** The list as submissionListSchema parses it, or null if the contract refuses any of it. */
export const readSubmissionList = (value: unknown): SubmissionList | null => {
  if (!isObject(value) || !Array.isArray(value.submissions)) return null;
  const { nextBefore } = value;
  if (nextBefore !== null && typeof nextBefore !== 'string') return null;
  const submissions: Submission[] = [];
  for (const item of value.submissions) {
    const submission = readSubmission(item);
    if (!submission) return null;
    submissions.push(submission);
  }
  return { submissions, nextBefore };
};

/** An RTK Query transformResponse: the list, or an error the page shows as a failed load. */
export const submissionListFrom = (body: unknown): SubmissionList => {
  const list = readSubmissionList(body);
  if (!list) throw new Error('The list of submissions does not match its contract');
  return list;
};
