import type { ContentPage } from '@portal/platform';

// Every visit to a content page reads one answer: read it without zod (about 44 KB with the
// contracts), held to the platform's contentPageSchema by a property test
// (readContentPage.test.ts), so the contract stays the one source of what the page accepts.
/** contentSlugSchema's pattern. */
export const CONTENT_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

const isString = (value: unknown): value is string => typeof value === 'string';

/** The published page as contentPageSchema parses it (unknown keys dropped), or null if the contract refuses it. */
export const readContentPage = (value: unknown): ContentPage | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { slug, brand, title, body, html, version, updatedAt } = value as Record<string, unknown>;
  if (!isString(slug) || !CONTENT_SLUG.test(slug)) return null;
  if (!isString(brand) || !isString(title) || !isString(body) || !isString(html) || !isString(updatedAt)) return null;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) return null;
  return { slug, brand, title, body, html, version, updatedAt };
};

/** An RTK Query transformResponse: the page, or an error the page shows as a failed load. */
export const contentPageFrom = (body: unknown): ContentPage => {
  const page = readContentPage(body);
  if (!page) throw new Error('The content page answer does not match its contract');
  return page;
};
