import { pageBrandKey } from './previewBrand';

const at = (hostname: string, search: string) => ({ hostname, search });

afterEach(() => window.sessionStorage.clear());

describe('the brand preview of a tab (?brand=)', () => {
  test('a preview named once is kept on the addresses the app goes to next, and after a reload', () => {
    expect(pageBrandKey(at('localhost', '?brand=sunjet.travel'))).toBe('sunjet.travel');
    expect(pageBrandKey(at('localhost', '?origin=LHR&destination=JFK'))).toBe('sunjet.travel');
    expect(pageBrandKey(at('localhost', ''))).toBe('sunjet.travel');
  });

  test('another ?brand= replaces the preview, and ?brand=default ends it', () => {
    pageBrandKey(at('127.0.0.1', '?brand=sunjet.travel'));
    expect(pageBrandKey(at('127.0.0.1', '?brand=NordicWings.com'))).toBe('nordicwings.com');
    expect(pageBrandKey(at('127.0.0.1', '?brand=default'))).toBe('default');
    expect(pageBrandKey(at('127.0.0.1', ''))).toBe('default');
  });

  test('a tab that never named a preview shows the default brand', () => {
    expect(pageBrandKey(at('localhost', '/flights'))).toBe('default');
  });

  test('on a named host the host is the brand, whatever the tab remembers or the address says', () => {
    pageBrandKey(at('localhost', '?brand=sunjet.travel'));
    expect(pageBrandKey(at('www.nordicwings.com', '?brand=sunjet.travel'))).toBe('nordicwings.com');
  });
});
