import { Router } from 'express';
import { z } from 'zod';
import {
  brandKeySchema,
  contactRequestSchema,
  newsletterSignupSchema,
  submissionKindSchema,
  submissionListSchema,
  submissionReceiptSchema,
  supportRequestSchema,
  type SubmissionKind,
} from '@portal/platform-common/contracts';
import type { AuthGuards } from '../../http/auth';
import type { RateLimit } from '../../http/rateLimit';
import { validated } from '../../http/validate';
import type { SubmissionInput, SubmissionsService } from './submissions.service';

/** Per client address and form: enough for a person, too few for a script. */
export const FORM_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

const FORMS: { path: string; kind: SubmissionKind; schema: z.ZodType<SubmissionInput['fields']> }[] = [
  { path: '/api/contact', kind: 'contact', schema: contactRequestSchema },
  { path: '/api/support/requests', kind: 'support', schema: supportRequestSchema },
  { path: '/api/newsletter', kind: 'newsletter', schema: newsletterSignupSchema },
];

const brandQuery = z.object({
  brand: z
    .string()
    .trim()
    .toLowerCase()
    .transform((key) => key || 'default')
    .pipe(brandKeySchema)
    .default('default'),
});

const listQuery = z.object({
  kind: submissionKindSchema.optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(25),
  before: z.uuid('before must be the id of a submission').optional(),
});

export const createSubmissionsRouter = (
  submissions: SubmissionsService,
  { requireRole }: AuthGuards,
  rateLimit: RateLimit,
) => {
  const router = Router();
  for (const { path, kind, schema } of FORMS) {
    // Counted before validation: a script sending garbage is throttled like one sending forms.
    router.post(
      path,
      rateLimit({ name: `form-${kind}`, ...FORM_LIMIT }),
      validated({ query: brandQuery, body: schema }, async (req, res, { query, body }) => {
        const { receipt, created } = await submissions.submit({
          kind,
          brandKey: query.brand,
          fields: body,
          userId: req.session.userId ?? null,
        });
        res.status(created ? 201 : 200).json(submissionReceiptSchema.parse(receipt));
      }),
    );
  }
  return router.get(
    '/api/submissions',
    ...requireRole('editor', 'admin'),
    validated({ query: listQuery }, async (_req, res, { query }) => {
      res.set('Cache-Control', 'no-store').json(submissionListSchema.parse(await submissions.list(query)));
    }),
  );
};
