import { createHmac, timingSafeEqual } from 'node:crypto';
import { rememberedResults } from '../rememberedResults';

/**
 * The session cookie's value: `s:` + the session id + `.` + the base64 HMAC-SHA256 of the id
 * with the secret, without its `=` padding. This is cookie-signature's format (the one
 * express-session wrote), so cookies issued before, and by replicas still running it, stay valid.
 */
export const signedSessionId = (id: string, secret: string): string =>
  `s:${id}.${createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '')}`;

/**
 * The session id a cookie value carries when its signature is the secret's, else undefined
 * (unsigned, tampered with, signed with another secret, or no id). Compared in constant time.
 */
export const verifiedSessionId = (value: string, secret: string): string | undefined => {
  if (!value.startsWith('s:')) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot <= 2) return undefined;
  const id = value.slice(2, dot);
  const expected = Buffer.from(signedSessionId(id, secret));
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
};

/**
 * `verifiedSessionId` for one secret, remembering the last `max` cookie values that verified: a
 * visitor sends the same value on every request, and its HMAC need not be worked out each time.
 * Only values that verified are kept (a cookie's id is a pure function of its value and the
 * secret), so nothing unsigned or tampered with is ever answered from memory; whether the session
 * still exists is the store's to say, on every request.
 */
export const createSessionIdVerifier = (secret: string, max = 10_000) =>
  rememberedResults((value) => verifiedSessionId(value, secret), max);

const decoded = (value: string): string => {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The value of the first cookie called `name` in a Cookie header, URL-decoded and unquoted as the
 * `cookie` package reads it, or undefined. Only that one cookie is looked at: nothing is built
 * for the others.
 */
export const cookieValue = (header: string | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const equals = header.indexOf('=', start);
    if (equals !== -1 && equals < end && header.slice(start, equals).trim() === name) {
      let value = header.slice(equals + 1, end).trim();
      if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      return decoded(value);
    }
    start = end + 1;
  }
  return undefined;
};

export interface SessionCookieOptions {
  name: string;
  /** When the cookie expires (ms since the epoch): the idle timeout from now. */
  expires: number;
  /** Secure only on a request that came over https (directly or through a trusted proxy). */
  secure: boolean;
}

/** The Set-Cookie line, attribute for attribute as express-session wrote it (HttpOnly, SameSite=Lax, Path=/). */
export const sessionCookieLine = (signedValue: string, { name, expires, secure }: SessionCookieOptions): string =>
  `${name}=${encodeURIComponent(signedValue)}; Path=/; Expires=${expiresText(expires)}; HttpOnly${
    secure ? '; Secure' : ''
  }; SameSite=Lax`;

/** An HTTP date has whole seconds: every answer within one second shares its text. */
let lastExpires = { second: NaN, text: '' };
const expiresText = (ms: number): string => {
  const second = Math.floor(ms / 1000);
  if (second !== lastExpires.second) lastExpires = { second, text: new Date(second * 1000).toUTCString() };
  return lastExpires.text;
};
