import {
  CONTENT_PAGES,
  contentPageSchema,
  contentRevisionSchema,
  type ContentDraft,
  type ContentPage,
  type ContentPageSummary,
  type ContentPreview,
  type ContentPreviewRequest,
  type ContentRevision,
} from '@portal/platform-common/contracts';
import { DEFAULT_BRAND_KEY } from '@portal/platform-common/brand';
import { AppError } from '../../http/errors';
import type { BrandsRepository } from '../brands/brands.repository';
import type { ContentRepository, RevisionMeta, RevisionRecord } from './content.repository';
import { renderMarkdown } from './markdown';
import { fillBrandPlaceholders } from './placeholders';

const toRevision = (revision: RevisionRecord): ContentRevision =>
  contentRevisionSchema.parse({
    version: revision.version,
    title: revision.title,
    body: revision.body,
    status: revision.status,
    author: revision.author,
    createdAt: revision.createdAt.toISOString(),
    publishedAt: revision.publishedAt?.toISOString() ?? null,
  });

const pageNotFound = () => new AppError('CONTENT_NOT_FOUND', 'Page not found', 404);

export const createContentService = (content: ContentRepository, brands: BrandsRepository) => {
  /** Editors work on a brand that exists; the public side falls back to the default brand instead. */
  const requireBrand = async (brandKey: string): Promise<void> => {
    if (!(await brands.findByKey(brandKey))) throw new AppError('BRAND_NOT_FOUND', 'Brand not found', 404);
  };

  return {
    /** The brand's published page, else the default brand's, with the brand's details filled in. */
    async getPage(slug: string, brandKey: string): Promise<ContentPage> {
      const brand = (await brands.findByKey(brandKey)) ?? (await brands.findByKey(DEFAULT_BRAND_KEY));
      const key = brand?.key ?? DEFAULT_BRAND_KEY;
      const revision =
        (await content.findPublished(key, slug)) ??
        (key === DEFAULT_BRAND_KEY ? null : await content.findPublished(DEFAULT_BRAND_KEY, slug));
      if (!revision) throw pageNotFound();
      const body = brand ? fillBrandPlaceholders(revision.body, brand) : revision.body;
      return contentPageSchema.parse({
        slug,
        brand: key,
        title: brand ? fillBrandPlaceholders(revision.title, brand) : revision.title,
        body,
        html: await renderMarkdown(body),
        version: revision.version,
        updatedAt: (revision.publishedAt ?? revision.createdAt).toISOString(),
      });
    },

    /** The editor's text as the brand's visitors would see it: its details filled in, rendered and sanitized as a published page is. */
    async preview(brandKey: string, { title, body }: ContentPreviewRequest): Promise<ContentPreview> {
      const brand = await brands.findByKey(brandKey);
      if (!brand) throw new AppError('BRAND_NOT_FOUND', 'Brand not found', 404);
      return {
        title: fillBrandPlaceholders(title, brand),
        html: await renderMarkdown(fillBrandPlaceholders(body, brand)),
      };
    },

    /** Creates the brand's draft of the page, or replaces the one there is. */
    async saveDraft(
      slug: string,
      brandKey: string,
      { title, body }: ContentDraft,
      author: string,
    ): Promise<ContentRevision> {
      await requireBrand(brandKey);
      const draft = await content.withPage(brandKey, slug, async (page) => {
        const current = await page.draft();
        if (current) return page.update(current.id, { title, body, author, createdAt: new Date() });
        return page.insert({ version: (await page.newestVersion()) + 1, title, body, status: 'draft', author });
      });
      return toRevision(draft);
    },

    /** The draft becomes the published page; the page it replaces is kept as superseded. */
    async publish(slug: string, brandKey: string): Promise<ContentRevision> {
      await requireBrand(brandKey);
      const published = await content.withPage(brandKey, slug, async (page) => {
        const draft = await page.draft();
        if (!draft) throw new AppError('NO_DRAFT', 'There is no draft to publish', 409);
        const newest = await page.newestVersion();
        const current = await page.published();
        if (current) await page.update(current.id, { status: 'superseded' });
        // A restore made since the draft was started took a higher number: the page's history stays in order.
        return page.update(draft.id, {
          status: 'published',
          publishedAt: new Date(),
          version: draft.version < newest ? newest + 1 : draft.version,
        });
      });
      return toRevision(published);
    },

    async revisions(slug: string, brandKey: string): Promise<ContentRevision[]> {
      await requireBrand(brandKey);
      return (await content.listRevisions(brandKey, slug)).map(toRevision);
    },

    /** One-click restore: an earlier revision's text is published again as a new version; any draft is kept. */
    async restore(slug: string, brandKey: string, version: number, author: string): Promise<ContentRevision> {
      await requireBrand(brandKey);
      const restored = await content.withPage(brandKey, slug, async (page) => {
        const source = await page.version(version);
        if (!source) throw new AppError('REVISION_NOT_FOUND', 'Revision not found', 404);
        const newest = await page.newestVersion();
        const current = await page.published();
        if (current) await page.update(current.id, { status: 'superseded' });
        return page.insert({
          version: newest + 1,
          title: source.title,
          body: source.body,
          status: 'published',
          author,
          publishedAt: new Date(),
        });
      });
      return toRevision(restored);
    },

    /** The editor's list: the portal's pages first, then any other page this brand or the default brand has. */
    async pages(brandKey: string): Promise<ContentPageSummary[]> {
      await requireBrand(brandKey);
      const rows = await content.listCurrent([...new Set([brandKey, DEFAULT_BRAND_KEY])]);
      const own = (slug: string, status: RevisionMeta['status']) =>
        rows.find((row) => row.brandKey === brandKey && row.slug === slug && row.status === status);
      const inherited = (slug: string) =>
        rows.find((row) => row.brandKey === DEFAULT_BRAND_KEY && row.slug === slug && row.status === 'published');
      const known = new Map<string, string>(CONTENT_PAGES.map(({ slug, title }) => [slug, title]));
      const slugs = [
        ...known.keys(),
        ...[...new Set(rows.map((row) => row.slug))].filter((slug) => !known.has(slug)).sort(),
      ];
      return slugs.map((slug) => {
        const published = own(slug, 'published');
        const draft = own(slug, 'draft');
        const changes = [published?.publishedAt, draft?.createdAt].filter((date): date is Date => date instanceof Date);
        return {
          slug,
          title: published?.title ?? inherited(slug)?.title ?? draft?.title ?? known.get(slug) ?? slug,
          publishedVersion: published?.version ?? null,
          hasDraft: Boolean(draft),
          updatedAt: changes.length ? new Date(Math.max(...changes.map((date) => date.getTime()))).toISOString() : null,
        };
      });
    },
  };
};

export type ContentService = ReturnType<typeof createContentService>;
