import { hideOpenerFromExternalLinks, SAFE_HTML_POLICY } from '.';

const link = (href: string) => {
  const anchor = document.createElement('a');
  anchor.setAttribute('href', href);
  hideOpenerFromExternalLinks(anchor);
  return anchor.getAttribute('rel');
};

describe('the safe-HTML policy', () => {
  test('links to other sites open without opener or referrer; links on this site are left alone', () => {
    expect(link('https://example.com')).toBe('noopener noreferrer');
    expect(link('/faq')).toBeNull();
  });

  test('addresses: web, mail, phone and paths on this site; never another host by // or /\\', () => {
    const allowed = (href: string) => SAFE_HTML_POLICY.ALLOWED_URI_REGEXP.test(href);
    expect(['https://example.com', 'mailto:a@b.c', 'tel:+1888', '/faq'].every(allowed)).toBe(true);
    expect(['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x'].some(allowed)).toBe(false);
  });
});
