import createDOMPurify, { type DOMPurify } from 'dompurify';

/** The gateway's allow-list (gateway/src/modules/content/markdown.ts): what the shipped text may render to. */
const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const ALLOWED_ATTR = ['href', 'title', 'align', 'start'];
// Plain values, not addresses: `align` aligns a table column, `start` starts a list at 3.
const PLAIN_ATTR = ['align', 'start'];
/** http(s), mailto, tel, or a path on this site ("/faq"; not "//host" nor "/\host", which browsers read as another host). */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i;
const EXTERNAL_URL = /^https?:/i;

let purifier: DOMPurify | undefined;

/** Our own instance, so the link hook below touches no one else's DOMPurify. */
const getPurifier = (): DOMPurify => {
  if (purifier) return purifier;
  const created = createDOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    // Pages opened from ours learn nothing about it (no opener, no referrer).
    if (node.tagName === 'A' && EXTERNAL_URL.test(node.getAttribute('href') ?? '')) node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = created;
  return created;
};

/** HTML safe to insert into the page: no scripts, styles, event handlers, images or unsafe links. */
export const sanitizeHtml = (html: string): string =>
  getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ADD_URI_SAFE_ATTR: PLAIN_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
