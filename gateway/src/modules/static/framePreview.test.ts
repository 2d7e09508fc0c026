import { previewedBrandOf, withPreview } from './framePreview';

test('a ?brand= preview is one on a host that takes it, not on a brand’s own host nor for the default', () => {
  expect(previewedBrandOf('localhost', 'SunJet.Travel')).toBe('sunjet.travel');
  expect(previewedBrandOf('127.0.0.1', 'sunjet.travel')).toBe('sunjet.travel');
  expect(previewedBrandOf('skyteal.travel', 'sunjet.travel')).toBeUndefined();
  expect(previewedBrandOf('localhost', 'default')).toBeUndefined();
  expect(previewedBrandOf('localhost', ['a', 'b'])).toBeUndefined();
  expect(previewedBrandOf('localhost', undefined)).toBeUndefined();
});

test('the painted links to the portal’s pages and its search form carry the preview; anchors, other hosts and phone links do not', () => {
  const markup =
    '<a href="/">Home</a><a href="/support">Support</a><a href="/my-trips?tab=past&amp;x=1">Trips</a>' +
    '<a href="#search-form">Start</a><a href="tel:+18005550142">Call</a><a href="//elsewhere.example/">Away</a>' +
    '<a href="/cookies?brand=other">Cookies</a>' +
    '<form class="pf-form" method="get" action="/search" data-frame-form="flight-search"><input name="origin"></form>';

  expect(withPreview(markup, 'sunjet.travel')).toBe(
    '<a href="/?brand=sunjet.travel">Home</a><a href="/support?brand=sunjet.travel">Support</a>' +
      '<a href="/my-trips?tab=past&amp;x=1&amp;brand=sunjet.travel">Trips</a>' +
      '<a href="#search-form">Start</a><a href="tel:+18005550142">Call</a><a href="//elsewhere.example/">Away</a>' +
      '<a href="/cookies?brand=other">Cookies</a>' +
      '<form class="pf-form" method="get" action="/search" data-frame-form="flight-search"><input type="hidden" name="brand" value="sunjet.travel"><input name="origin"></form>',
  );
  expect(withPreview(markup, undefined)).toBe(markup);
});

test('a preview key written to break out of its attribute stays text', () => {
  const key = '"><script>alert(1)</script>';
  const painted = withPreview('<a href="/support">Support</a><form action="/search"></form>', key);

  expect(painted).not.toContain('<script>');
  expect(painted).toContain('href="/support?brand=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
  expect(painted).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
});
