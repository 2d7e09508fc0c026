import { shouldUseShippedText } from './pageErrors';

describe('shouldUseShippedText', () => {
  test('unreachable, 5xx, not JSON and no page stored fall back; other refusals do not', () => {
    expect(shouldUseShippedText(undefined)).toBe(false);
    expect(shouldUseShippedText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(true);
    expect(
      shouldUseShippedText({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }),
    ).toBe(true);
    expect(shouldUseShippedText({ status: 503, data: {} })).toBe(true);
    expect(shouldUseShippedText({ status: 404, data: {} })).toBe(true);
    expect(shouldUseShippedText({ status: 400, data: {} })).toBe(false);
    expect(shouldUseShippedText({ message: 'schema mismatch' })).toBe(true);
  });
});
