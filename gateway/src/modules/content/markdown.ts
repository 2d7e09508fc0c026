import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';

const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr',
  'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'pre',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
];
const ALLOWED_ATTR = ['href', 'title', 'align', 'start'];
// Plain values, not addresses: `align` is how a Markdown table aligns a column, `start` how a list starts at 3.
const PLAIN_ATTR = ['align', 'start'];
/** http(s), mailto, tel, or a path on this site ("/faq"; not "//host" nor "/\host", which browsers read as another host). */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i;
const EXTERNAL_URL = /^https?:/i;

const markdown = new Marked({ gfm: true });

let purifier: DOMPurify | undefined;

/** One jsdom window for the life of the process: creating one costs tens of milliseconds. */
const getPurifier = (): DOMPurify => {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const created = createDOMPurify(window as unknown as WindowLike);
  created.addHook('afterSanitizeAttributes', (node) => {
    // Pages opened from ours learn nothing about it (no opener, no referrer).
    if (node.tagName === 'A' && EXTERNAL_URL.test(node.getAttribute('href') ?? '')) node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = created;
  return created;
};

/**
 * Markdown to HTML that is safe to insert into a page: raw HTML in the source is allowed only
 * as far as the list above allows, so no scripts, styles, event handlers, images or unsafe links.
 */
export const renderMarkdown = (source: string): string =>
  getPurifier().sanitize(markdown.parse(source, { async: false }), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ADD_URI_SAFE_ATTR: PLAIN_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
