const HTML_SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute: it can never open a tag or end the attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_SPECIAL[char] ?? char);
