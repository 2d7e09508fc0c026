import { randomBytes } from 'node:crypto';
import { sign, unsign } from 'cookie-signature';
import {
  cookieValue,
  createSessionIdVerifier,
  sessionCookieLine,
  signedSessionId,
  verifiedSessionId,
} from './sessionCookie';

const SECRET = 'test-session-secret-that-is-long-enough';
/** A character other than the value's last one. */
const otherThanLast = (value: string) => (value.endsWith('A') ? 'B' : 'A');
const ids = Array.from({ length: 20 }, () => randomBytes(24).toString('base64url'));

describe('the session cookie value', () => {
  test("when a session id is signed, then it is cookie-signature's value after 's:', so express-session's cookies and ours are one", () => {
    for (const id of ids) {
      expect(signedSessionId(id, SECRET)).toBe(`s:${sign(id, SECRET)}`);
      expect(unsign(signedSessionId(id, SECRET).slice(2), SECRET)).toBe(id);
    }
  });

  test('when a cookie signed by cookie-signature comes back, then its id is taken', () => {
    for (const id of ids) expect(verifiedSessionId(`s:${sign(id, SECRET)}`, SECRET)).toBe(id);
  });

  test.each([
    ['unsigned', (id: string) => id],
    ['without the s: prefix', (id: string) => sign(id, SECRET)],
    ['signed with another secret', (id: string) => `s:${sign(id, 'another-secret-of-enough-length')}`],
    ['with another id under the signature', (id: string) => `s:${sign(id, SECRET).replace(id, `${id.slice(1)}x`)}`],
    [
      'with a signature one character off',
      (id: string) => `s:${sign(id, SECRET).slice(0, -1)}${otherThanLast(sign(id, SECRET))}`,
    ],
    ['with the signature cut short', (id: string) => `s:${sign(id, SECRET).slice(0, -2)}`],
    ['with the signature lengthened', (id: string) => `s:${sign(id, SECRET)}A`],
    ['with the padding cookie-signature leaves out', (id: string) => `s:${sign(id, SECRET)}=`],
    ['with no id', () => `s:${sign('', SECRET)}`],
  ])('when a cookie comes %s, then no id is taken from it', (_story, forge) => {
    for (const id of ids) expect(verifiedSessionId(forge(id), SECRET)).toBeUndefined();
  });
});

describe('the session cookie value, checked by a verifier that remembers', () => {
  test('when the same signed value comes again, then the same id is taken; a forged one never, even after its genuine twin', () => {
    const verified = createSessionIdVerifier(SECRET);
    for (const id of ids) {
      const genuine = signedSessionId(id, SECRET);
      expect(verified(genuine)).toBe(id);
      expect(verified(genuine)).toBe(id);
      expect(verified(`${genuine.slice(0, -1)}${otherThanLast(genuine)}`)).toBeUndefined();
      expect(verified(`s:${sign(id, 'another-secret-of-enough-length')}`)).toBeUndefined();
    }
  });

  test('when more values came than it keeps, then the oldest are checked again, still taken when genuine', () => {
    const verified = createSessionIdVerifier(SECRET, 3);
    for (const id of ids) expect(verified(signedSessionId(id, SECRET))).toBe(id);
    for (const id of ids) expect(verified(signedSessionId(id, SECRET))).toBe(id);
  });

  test('when a value verified under one secret comes to a verifier of another, then no id is taken', () => {
    const first = createSessionIdVerifier(SECRET);
    const second = createSessionIdVerifier('another-secret-of-enough-length');
    const [id] = ids as [string];
    expect(first(signedSessionId(id, SECRET))).toBe(id);
    expect(second(signedSessionId(id, SECRET))).toBeUndefined();
  });
});

describe('the session cookie in a Cookie header', () => {
  test.each([
    ['alone', 'portal.sid=s%3Aabc.def', 's:abc.def'],
    ['among others', 'a=1; portal.sid=s%3Aabc.def; b=2', 's:abc.def'],
    ['not URL-encoded', 'portal.sid=s:abc.def', 's:abc.def'],
    ['quoted', 'portal.sid="s%3Aabc.def"', 's:abc.def'],
    ['twice: the first one', 'portal.sid=s%3Aone.x; portal.sid=s%3Atwo.y', 's:one.x'],
    ['with spaces around', '  portal.sid =  s%3Aabc.def  ;x=1', 's:abc.def'],
    ['badly encoded: as it is', 'portal.sid=s%3Aabc%zz', 's%3Aabc%zz'],
  ])('when it comes %s, then its value is read', (_story, header, expected) => {
    expect(cookieValue(header, 'portal.sid')).toBe(expected);
  });

  test.each([
    ['no header', undefined],
    ['another cookie only', 'other=1'],
    ['a cookie whose name ends the same', 'xportal.sid=s%3Aabc.def'],
    ['a name without a value', 'portal.sid; other=1'],
  ])('when there is %s, then there is no session cookie', (_story, header) => {
    expect(cookieValue(header, 'portal.sid')).toBeUndefined();
  });
});

describe('the Set-Cookie line', () => {
  const expires = Date.UTC(2026, 10, 26, 10, 30, 0);

  test('when a session cookie is set, then it is HttpOnly, SameSite=Lax, for the whole site, URL-encoded', () => {
    expect(sessionCookieLine('s:abc.d+e/f', { name: 'portal.sid', expires, secure: false })).toBe(
      'portal.sid=s%3Aabc.d%2Be%2Ff; Path=/; Expires=Thu, 26 Nov 2026 10:30:00 GMT; HttpOnly; SameSite=Lax',
    );
  });

  test('when lines are made a second apart, then each carries its own expiry', () => {
    const line = (at: number) => sessionCookieLine('s:abc.def', { name: 'portal.sid', expires: at, secure: false });
    expect(line(expires + 999)).toContain('Expires=Thu, 26 Nov 2026 10:30:00 GMT;');
    expect(line(expires + 1000)).toContain('Expires=Thu, 26 Nov 2026 10:30:01 GMT;');
    expect(line(expires - 1)).toContain('Expires=Thu, 26 Nov 2026 10:29:59 GMT;');
  });

  test('when the request was secure, then the cookie is Secure', () => {
    expect(sessionCookieLine('s:abc.def', { name: 'portal.sid', expires, secure: true })).toBe(
      'portal.sid=s%3Aabc.def; Path=/; Expires=Thu, 26 Nov 2026 10:30:00 GMT; HttpOnly; Secure; SameSite=Lax',
    );
  });
});
