import type { ContentPageSummary } from '@portal/platform';
import { CONTENT_SLUG } from './readContentPage';

// The editor's list of pages is the first answer of /content/edit: read it without zod (about
// 34 KB with the contracts), held to the platform's contentPageListSchema by a property test
// (readContentPageList.test.ts), so the contract stays the one source of what the list accepts.

const isVersion = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** One page's summary as contentPageSummarySchema parses it (unknown keys dropped), or null if the contract refuses it. */
const readSummary = (value: unknown): ContentPageSummary | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { slug, title, publishedVersion, hasDraft, updatedAt } = value as Record<string, unknown>;
  if (typeof slug !== 'string' || !CONTENT_SLUG.test(slug) || typeof title !== 'string') return null;
  if (publishedVersion !== null && !isVersion(publishedVersion)) return null;
  if (typeof hasDraft !== 'boolean') return null;
  if (updatedAt !== null && typeof updatedAt !== 'string') return null;
  return { slug, title, publishedVersion, hasDraft, updatedAt };
};

/** The list as contentPageListSchema parses it, or null if the contract refuses any of it. */
export const readContentPageList = (value: unknown): ContentPageSummary[] | null => {
  if (!Array.isArray(value)) return null;
  const pages: ContentPageSummary[] = [];
  for (const item of value) {
    const page = readSummary(item);
    if (!page) return null;
    pages.push(page);
  }
  return pages;
};

/** An RTK Query transformResponse: the list, or an error the page shows as a failed load. */
export const contentPageListFrom = (body: unknown): ContentPageSummary[] => {
  const pages = readContentPageList(body);
  if (!pages) throw new Error('The list of content pages does not match its contract');
  return pages;
};
