import { escapeHtml } from './escapeHtml';
import { pageBrandKeyOf } from './bootState';

/** A link of the frame to one of the portal's pages: a path on this host, not another (`//x`). */
const OWN_LINK = /href="(\/(?!\/)[^"#?]*)(\?[^"#]*)?(#[^"]*)?"/g;
const SEARCH_FORM = /(<form\b[^>]*\baction="\/search"[^>]*>)/g;

/**
 * The brand key a page was previewed under (`?brand=` on a host that takes it), or undefined.
 * The app keeps a preview for the tab once it runs; before it does, the painted page's links
 * and its search form carry it, so a visitor who clicks through at once stays in the preview.
 */
export const previewedBrandOf = (hostname: string, brandQuery: unknown): string | undefined => {
  if (typeof brandQuery !== 'string' || !brandQuery.trim()) return undefined;
  const key = pageBrandKeyOf(hostname, brandQuery);
  return key === brandQuery.trim().toLowerCase() && key !== 'default' ? key : undefined;
};

/** The frame's markup with the preview in every link to the portal's pages and in its search form. */
export const withPreview = (markup: string, brand: string | undefined): string => {
  if (!brand) return markup;
  const param = `brand=${encodeURIComponent(brand)}`;
  return markup
    .replace(OWN_LINK, (_, path: string, query: string | undefined, hash: string | undefined) => {
      if (query && /[?&]brand=/.test(query)) return `href="${path}${query}${hash ?? ''}"`;
      return `href="${path}${query ? `${query}&amp;` : '?'}${escapeHtml(param)}${hash ?? ''}"`;
    })
    .replace(SEARCH_FORM, (form: string) => `${form}<input type="hidden" name="brand" value="${escapeHtml(brand)}">`);
};
