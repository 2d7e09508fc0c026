import type { FaqCategory, FaqEntry } from '../../shared/faq/parseFaq';

export interface FaqResultGroup {
  /** The category name, capitalised. */
  category: string;
  entries: FaqEntry[];
}

export const capitalise = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** What a reader sees of Markdown: link text without its address, no emphasis or code marks. */
const readableText = (markdown: string): string =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ');

/**
 * The FAQ search: a case-insensitive substring of the question or the answer, results grouped
 * by capitalised category name in the page's order. A blank or whitespace query finds nothing.
 */
export const searchFaq = (categories: readonly FaqCategory[], query: string): FaqResultGroup[] => {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return categories
    .map((category) => ({
      category: capitalise(category.name),
      entries: category.entries.filter(
        (entry) =>
          entry.question.toLowerCase().includes(needle) || readableText(entry.answer).toLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.entries.length > 0);
};

export const countResults = (groups: readonly FaqResultGroup[]): number =>
  groups.reduce((total, group) => total + group.entries.length, 0);
