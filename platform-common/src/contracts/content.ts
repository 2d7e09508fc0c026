import { z } from 'zod';
export { CONTENT_PAGES } from '../vocabulary/content';

export const contentSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'A page address is lower-case letters, digits and hyphens');

/**
 * GET /api/content/:slug?brand=KEY: the published page for that brand (else the default brand's).
 * `body` is Markdown with the brand placeholders already filled in; `html` is its rendering,
 * sanitized on the server.
 */
export const contentPageSchema = z.object({
  slug: contentSlugSchema,
  brand: z.string(),
  title: z.string(),
  body: z.string(),
  html: z.string(),
  version: z.number().int().min(1),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** PUT /api/content/:slug/draft (editor or admin) */
export const contentDraftSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title cannot exceed 200 characters'),
  body: z.string().min(1, 'Content is required').max(100_000, 'Content cannot exceed 100,000 characters'),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

/**
 * POST /api/content/:slug/preview?brand=KEY (editor or admin): the editor's text as visitors would
 * see it under that brand, rendered and sanitized by the same rules as a published page. What is
 * being typed may be empty or unfinished; only the draft's limits apply.
 */
export const contentPreviewRequestSchema = z.object({
  title: z.string().max(200, 'Title cannot exceed 200 characters'),
  body: z.string().max(100_000, 'Content cannot exceed 100,000 characters'),
});
export type ContentPreviewRequest = z.infer<typeof contentPreviewRequestSchema>;

/** The preview: the title and the HTML with the brand's details filled in. */
export const contentPreviewSchema = z.object({ title: z.string(), html: z.string() });
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

export const contentRevisionSchema = z.object({
  version: z.number().int().min(1),
  title: z.string(),
  body: z.string(),
  status: z.enum(['draft', 'published', 'superseded']),
  author: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
/** GET /api/content/:slug/revisions */
export const contentRevisionsSchema = z.array(contentRevisionSchema);
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

/**
 * GET /api/content/pages?brand=KEY (editor or admin): every known page of that brand for the
 * editor's list. `publishedVersion` is null while the brand shows the default brand's page.
 */
export const contentPageSummarySchema = z.object({
  slug: contentSlugSchema,
  title: z.string(),
  publishedVersion: z.number().int().min(1).nullable(),
  hasDraft: z.boolean(),
  updatedAt: z.string().nullable(),
});
export const contentPageListSchema = z.array(contentPageSummarySchema);
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;
