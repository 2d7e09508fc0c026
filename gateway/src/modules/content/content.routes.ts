import { Router } from 'express';
import { z } from 'zod';
import { brandKeySchema, contentDraftSchema, contentSlugSchema, type ContentDraft } from '@portal/platform/contracts';
import type { AuthGuards } from '../../http/auth';
import { validate } from '../../http/validate';
import { DEFAULT_BRAND, type ContentService } from './content.service';

// GET /api/content/pages is the editor's list: no page can take that address.
const slugParams = z.object({ slug: contentSlugSchema.refine((slug) => slug !== 'pages', 'This page address is reserved') });
const versionParams = slugParams.extend({ version: z.coerce.number({ error: 'A version is a whole number' }).int('A version is a whole number').min(1, 'A version is a whole number') });
/** ?brand=KEY, in any case; absent or empty means the default brand. */
const brandQuery = z.object({
  brand: z.string().trim().toLowerCase().transform((key) => key || DEFAULT_BRAND).pipe(brandKeySchema).default(DEFAULT_BRAND),
});

type SlugParams = z.infer<typeof slugParams>;
type BrandQuery = z.infer<typeof brandQuery>;

export const createContentRouter = (content: ContentService, { requireRole }: AuthGuards) => {
  const editor = requireRole('editor', 'admin');
  const author = (req: { currentUser?: { username: string } }) => req.currentUser?.username ?? 'unknown';

  return Router()
    .get('/api/content/pages', ...editor, validate(brandQuery, 'query'), async (req, res) => {
      const { brand } = req.query as BrandQuery;
      res.set('Cache-Control', 'no-store').json(await content.pages(brand));
    })
    .get('/api/content/:slug', validate(slugParams, 'params'), validate(brandQuery, 'query'), async (req, res) => {
      const { slug } = req.params as SlugParams;
      const { brand } = req.query as BrandQuery;
      // no-cache: an editor's publish shows on the next load; the ETag still saves the body.
      res.set('Cache-Control', 'no-cache').json(await content.getPage(slug, brand));
    })
    .put('/api/content/:slug/draft', ...editor, validate(slugParams, 'params'), validate(brandQuery, 'query'), validate(contentDraftSchema, 'body'), async (req, res) => {
      const { slug } = req.params as SlugParams;
      const { brand } = req.query as BrandQuery;
      res.json(await content.saveDraft(slug, brand, req.body as ContentDraft, author(req)));
    })
    .post('/api/content/:slug/publish', ...editor, validate(slugParams, 'params'), validate(brandQuery, 'query'), async (req, res) => {
      const { slug } = req.params as SlugParams;
      const { brand } = req.query as BrandQuery;
      res.json(await content.publish(slug, brand));
    })
    .get('/api/content/:slug/revisions', ...editor, validate(slugParams, 'params'), validate(brandQuery, 'query'), async (req, res) => {
      const { slug } = req.params as SlugParams;
      const { brand } = req.query as BrandQuery;
      res.set('Cache-Control', 'no-store').json(await content.revisions(slug, brand));
    })
    .post('/api/content/:slug/revisions/:version/restore', ...editor, validate(versionParams, 'params'), validate(brandQuery, 'query'), async (req, res) => {
      const { slug, version } = req.params as unknown as z.infer<typeof versionParams>;
      const { brand } = req.query as BrandQuery;
      res.json(await content.restore(slug, brand, version, author(req)));
    });
};
