import type { PublicBrand } from '@portal/platform';
import { CONTENT_DEFAULTS, type ContentPageSlug } from '@portal/platform/content-defaults';
import { fillPlaceholders } from './fillPlaceholders';
import { renderMarkdown } from './renderMarkdown';

export interface ShippedPage {
  slug: ContentPageSlug;
  title: string;
  body: string;
  html: string;
}

/**
 * The text this module ships for a page, with the brand's details filled in and rendered here.
 * Loaded on demand: only a page whose gateway cannot answer needs it.
 */
export const shippedPage = (slug: ContentPageSlug, brand: PublicBrand): ShippedPage | null => {
  const page = CONTENT_DEFAULTS.find((candidate) => candidate.slug === slug);
  if (!page) return null;
  const body = fillPlaceholders(page.body, brand);
  return { slug, title: fillPlaceholders(page.title, brand), body, html: renderMarkdown(body) };
};
