/** What a hidden one-time value reads as in the operations view. */
export const HIDDEN = '•••';

const URL_PATTERN = /https?:\/\/[^\s"'<>]+/gi;
/** A query parameter's value (also after an HTML-escaped &amp;), up to the next parameter or fragment. */
const QUERY_VALUE = /([?&][^=&#\s]*=)[^&#\s]+/g;
const FRAGMENT = /#[^\s]+$/;
/** A path segment that looks like a token (20+ URL-safe characters, no dots, so no host name). */
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{20,}(?=[/?#]|$)/g;
/** A token on its own in the text ("your code: ..."): 32+ URL-safe characters with a digit in them. */
const LOOSE_TOKEN = /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

const redactUrl = (url: string): string => {
  const schemeAndHost = /^https?:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url
    .slice(schemeAndHost.length)
    .replace(QUERY_VALUE, `$1${HIDDEN}`)
    .replace(FRAGMENT, `#${HIDDEN}`)
    .replace(TOKEN_SEGMENT, `/${HIDDEN}`);
  return schemeAndHost + rest;
};

/**
 * An e-mail's body as an admin may read it: links keep their address but lose every query value,
 * fragment and token-like path segment, and long tokens standing alone are hidden too, so a
 * password-reset or confirmation e-mail in the outbox cannot be used by whoever reads it there.
 */
export const redactOneTimeLinks = (body: string): { body: string; redacted: boolean } => {
  const redacted = body.replace(URL_PATTERN, redactUrl).replace(LOOSE_TOKEN, HIDDEN);
  return { body: redacted, redacted: redacted !== body };
};
