import { Router } from 'express';
import { z } from 'zod';
import {
  brandKeySchema,
  contentDraftSchema,
  contentPreviewRequestSchema,
  contentSlugSchema,
} from '@portal/platform-common/contracts';
import { DEFAULT_BRAND_KEY } from '@portal/platform-common/brand';
import type { AuthGuards } from '../../http/auth';
import { validated } from '../../http/validate';
import type { ContentService } from './content.service';

// GET /api/content/pages is the editor's list: no page can take that address.
const slugParams = z.object({
  slug: contentSlugSchema.refine((slug) => slug !== 'pages', 'This page address is reserved'),
});
const versionParams = slugParams.extend({
  version: z.coerce
    .number({ error: 'A version is a whole number' })
    .int('A version is a whole number')
    .min(1, 'A version is a whole number'),
});
/** ?brand=KEY, in any case; absent or empty means the default brand. */
const brandQuery = z.object({
  brand: z
    .string()
    .trim()
    .toLowerCase()
    .transform((key) => key || DEFAULT_BRAND_KEY)
    .pipe(brandKeySchema)
    .default(DEFAULT_BRAND_KEY),
});

export const createContentRouter = (content: ContentService, { requireRole }: AuthGuards) => {
  const editor = requireRole('editor', 'admin');
  const author = (req: { currentUser?: { username: string } }) => req.currentUser?.username ?? 'unknown';

  return Router()
    .get(
      '/api/content/pages',
      ...editor,
      validated({ query: brandQuery }, async (_req, res, { query }) => {
        res.set('Cache-Control', 'no-store').json(await content.pages(query.brand));
      }),
    )
    .get(
      '/api/content/:slug',
      validated({ params: slugParams, query: brandQuery }, async (_req, res, { params, query }) => {
        // no-cache: an editor's publish shows on the next load; the ETag still saves the body.
        res.set('Cache-Control', 'no-cache').json(await content.getPage(params.slug, query.brand));
      }),
    )
    .put(
      '/api/content/:slug/draft',
      ...editor,
      validated(
        { params: slugParams, query: brandQuery, body: contentDraftSchema },
        async (req, res, { params, query, body }) => {
          res.json(await content.saveDraft(params.slug, query.brand, body, author(req)));
        },
      ),
    )
    .post(
      '/api/content/:slug/preview',
      ...editor,
      validated(
        { params: slugParams, query: brandQuery, body: contentPreviewRequestSchema },
        async (_req, res, { query, body }) => {
          res.set('Cache-Control', 'no-store').json(await content.preview(query.brand, body));
        },
      ),
    )
    .post(
      '/api/content/:slug/publish',
      ...editor,
      validated({ params: slugParams, query: brandQuery }, async (_req, res, { params, query }) => {
        res.json(await content.publish(params.slug, query.brand));
      }),
    )
    .get(
      '/api/content/:slug/revisions',
      ...editor,
      validated({ params: slugParams, query: brandQuery }, async (_req, res, { params, query }) => {
        res.set('Cache-Control', 'no-store').json(await content.revisions(params.slug, query.brand));
      }),
    )
    .post(
      '/api/content/:slug/revisions/:version/restore',
      ...editor,
      validated({ params: versionParams, query: brandQuery }, async (req, res, { params, query }) => {
        res.json(await content.restore(params.slug, query.brand, params.version, author(req)));
      }),
    );
};
