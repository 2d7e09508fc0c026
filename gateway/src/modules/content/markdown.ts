import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { Marked } from 'marked';
import { hideOpenerFromExternalLinks, SAFE_HTML_POLICY } from '@portal/platform-common/html-policy';

const markdown = new Marked({ gfm: true });

let purifier: Promise<DOMPurify> | undefined;

/**
 * One jsdom window for the life of the process (creating one costs tens of milliseconds), made
 * when the first page is rendered: loading jsdom takes about 0.6 s, a third of loading the whole
 * gateway, and most processes (a test file, a gateway that serves no content page yet) never need it.
 */
const getPurifier = (): Promise<DOMPurify> =>
  (purifier ??= import('jsdom').then(({ JSDOM }) => {
    const { window } = new JSDOM('');
    const created = createDOMPurify(window as unknown as WindowLike);
    created.addHook('afterSanitizeAttributes', hideOpenerFromExternalLinks);
    return created;
  }));

/**
 * Markdown to HTML that is safe to insert into a page: raw HTML in the source is allowed only
 * as far as the shared policy (SAFE_HTML_POLICY) allows, so no scripts, styles, event handlers, images or unsafe links.
 */
export const renderMarkdown = async (source: string): Promise<string> =>
  (await getPurifier()).sanitize(markdown.parse(source, { async: false }), SAFE_HTML_POLICY);

/** Loads the renderer ahead of the first page (server.ts, once listening: nobody waits then). */
export const prepareMarkdownRenderer = async (): Promise<void> => {
  await getPurifier();
};
