import { safeRedirect, signInPath } from './redirects';

const ORIGIN = 'https://portal.example';

describe('safeRedirect', () => {
  test.each([
    ['/account-settings', '/account-settings'],
    ['/my-trips?tab=past#top', '/my-trips?tab=past#top'],
    ['/search?origin=JFK&destination=LHR', '/search?origin=JFK&destination=LHR'],
  ])('a path on this site (%s) is kept', (value, expected) => {
    expect(safeRedirect(value, ORIGIN)).toBe(expected);
  });

  test.each([
    [null],
    [''],
    ['account-settings'],
    ['//evil.com'],
    ['//evil.com/path'],
    ['/\\evil.com'],
    ['/\\/evil.com'],
    ['https://evil.com'],
    ['http:evil.com'],
    ['javascript:alert(1)'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    [' /account-settings'],
    ['/login'],
    ['/register?x=1'],
  ])('%j goes home', (value) => {
    expect(safeRedirect(value, ORIGIN)).toBe('/');
  });
});

describe('signInPath', () => {
  test('keeps the path readable and escapes what would break the query', () => {
    expect(signInPath('/account-settings')).toBe('/login?redirect=/account-settings');
    expect(signInPath('/my-trips?tab=past&x=1')).toBe('/login?redirect=/my-trips%3Ftab%3Dpast%26x%3D1');
  });
});
