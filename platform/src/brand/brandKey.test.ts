import { brandKeyFromHost } from './brandKey';

describe('brandKeyFromHost', () => {
  test.each([
    ['sunjet.travel', '', 'sunjet.travel'],
    ['www.sunjet.travel', '', 'sunjet.travel'],
    ['WWW.NordicWings.com', '', 'nordicwings.com'],
    ['flights.sunjet.travel', '', 'flights.sunjet.travel'],
  ])('a named host %s gives the key %s', (host, search, key) => {
    expect(brandKeyFromHost(host, search)).toBe(key);
  });

  test.each([
    ['localhost', '?brand=sunjet.travel', 'sunjet.travel'],
    ['127.0.0.1', '?brand=nordicwings.com', 'nordicwings.com'],
    ['intranet', '?brand=sunjet.travel', 'sunjet.travel'],
    ['::1', '?brand=sunjet.travel', 'sunjet.travel'],
  ])('localhost, a numeric address or a single label (%s) reads ?brand=', (host, search, key) => {
    expect(brandKeyFromHost(host, search)).toBe(key);
  });

  test('without ?brand= those hosts use the default brand', () => {
    expect(brandKeyFromHost('localhost', '')).toBe('default');
    expect(brandKeyFromHost('10.0.0.7', '?other=1')).toBe('default');
    expect(brandKeyFromHost('intranet', '?brand=%20')).toBe('default');
  });

  test('on a named host the query parameter is ignored', () => {
    expect(brandKeyFromHost('sunjet.travel', '?brand=nordicwings.com')).toBe('sunjet.travel');
  });
});
