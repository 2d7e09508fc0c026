import { Marked } from 'marked';
import { sanitizeHtml } from './sanitizeHtml';

const markdown = new Marked({ gfm: true });

/**
 * Markdown to sanitized HTML in the browser, with the gateway's rules: used for the shipped text
 * when the gateway cannot be reached, FAQ answers and the editor's live preview.
 */
export const renderMarkdown = (source: string): string => sanitizeHtml(markdown.parse(source, { async: false }));
