/**
 * What shipped page text (Markdown rendered by the gateway, stored HTML shown by the content
 * module) may contain: the gateway sanitises with this policy and the page sanitises again with
 * the same one, so the two can never disagree. DOMPurify options; no images, styles, scripts,
 * event handlers, data- or aria- attributes.
 */
export const SAFE_HTML_POLICY = {
  ALLOWED_TAGS: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'align', 'start'],
  /** http(s), mailto, tel, or a path on this site ("/faq"; not "//host" nor "/\host", which browsers read as another host). */
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i,
  /** Plain values, not addresses: `align` is how a Markdown table aligns a column, `start` how a list starts at 3. */
  ADD_URI_SAFE_ATTR: ['align', 'start'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const EXTERNAL_URL = /^https?:/i;

/**
 * For DOMPurify's afterSanitizeAttributes hook: a link to another site gets rel="noopener
 * noreferrer", so the page it opens learns nothing about ours (no opener, no referrer).
 */
export const hideOpenerFromExternalLinks = (node: Element): void => {
  if (node.tagName === 'A' && EXTERNAL_URL.test(node.getAttribute('href') ?? ''))
    node.setAttribute('rel', 'noopener noreferrer');
};
