import {
  submissionSchema,
  type Submission,
  type SubmissionKind,
  type SubmissionList,
  type SubmissionReceipt,
} from '@portal/platform-common/contracts';
import { DEFAULT_BRAND_KEY } from '@portal/platform-common/brand';
import type { BrandsRepository } from '../brands/brands.repository';
import type { SubmissionRecord, SubmissionsRepository } from './submissions.repository';

export const RECEIPT_MESSAGES: Record<SubmissionKind, string> = {
  contact: 'Thanks, we have received your message and will reply within 24 hours.',
  support: 'Thanks, we have received your message and will reply within 24 hours.',
  newsletter: 'Thanks for subscribing!',
};

const toSubmission = (record: SubmissionRecord): Submission =>
  submissionSchema.parse({
    id: record.id,
    kind: record.kind,
    brand: record.brandKey,
    email: record.email,
    payload: record.payload,
    userId: record.userId,
    createdAt: record.createdAt.toISOString(),
  });

export interface SubmissionInput {
  kind: SubmissionKind;
  /** ?brand=KEY as sent; an unknown brand is filed under the default brand, the visitor is still answered. */
  brandKey: string;
  /** The fields the contract validated, and only those. */
  fields: { email: string } & Record<string, unknown>;
  userId: string | null;
}

export const createSubmissionsService = (submissions: SubmissionsRepository, brands: BrandsRepository) => ({
  /** Stores a form; `created` is false for a newsletter address already subscribed to this brand. */
  async submit({
    kind,
    brandKey,
    fields,
    userId,
  }: SubmissionInput): Promise<{ receipt: SubmissionReceipt; created: boolean }> {
    const brand = (await brands.findByKey(brandKey)) ? brandKey : DEFAULT_BRAND_KEY;
    const row = { kind, brandKey: brand, payload: fields, email: fields.email, userId };
    const { submission, created } =
      kind === 'newsletter'
        ? await submissions.subscribe(row)
        : { submission: await submissions.create(row), created: true };
    return { receipt: { id: submission.id, message: RECEIPT_MESSAGES[kind] }, created };
  },

  /** One page, newest first; `nextBefore` is set when there may be more. */
  async list(query: { kind?: SubmissionKind; limit: number; before?: string }): Promise<SubmissionList> {
    const rows = await submissions.list({ ...query, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    return {
      submissions: page.map(toSubmission),
      nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  },
});

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
