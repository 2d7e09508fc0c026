export interface FaqEntry {
  question: string;
  /** The answer as written: Markdown. */
  answer: string;
}

export interface FaqCategory {
  /** The heading as written, e.g. 'Booking'. */
  name: string;
  /** A stable id for tabs and anchors, e.g. 'booking'. */
  key: string;
  entries: FaqEntry[];
}

const CATEGORY = /^##\s+(.+?)\s*#*\s*$/;
const QUESTION = /^###\s+(.+?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Reads the FAQ convention of the 'faq' and 'support-help' pages: each `## Category` holds
 * `### Question` entries, each followed by its answer paragraphs. Text before the first category
 * or question is an introduction and is not an entry; headings inside code blocks are text.
 */
export const parseFaq = (markdown: string): FaqCategory[] => {
  const categories: FaqCategory[] = [];
  let entry: { question: string; lines: string[] } | null = null;
  let inFence = false;

  const closeEntry = () => {
    const category = categories.at(-1);
    if (entry && category) category.entries.push({ question: entry.question, answer: entry.lines.join('\n').trim() });
    entry = null;
  };

  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    const category = inFence ? null : CATEGORY.exec(line);
    const question = inFence ? null : QUESTION.exec(line);
    if (category?.[1]) {
      closeEntry();
      categories.push({ name: category[1], key: keyOf(category[1]), entries: [] });
    } else if (question?.[1] && categories.length > 0) {
      closeEntry();
      entry = { question: question[1], lines: [] };
    } else if (entry) {
      entry.lines.push(line);
    }
  }
  closeEntry();
  return categories;
};
