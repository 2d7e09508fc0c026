import { act, renderHook } from '@testing-library/react';
import { useSettled } from './useSettled';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useSettled', () => {
  test('a value typed in quick succession is settled once, after the pause that follows the last change', () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 300), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');

    for (const value of ['ab', 'abc', 'abcd']) {
      rerender({ value });
      act(() => jest.advanceTimersByTime(200));
      expect(result.current).toBe('a');
    }
    act(() => jest.advanceTimersByTime(100));

    expect(result.current).toBe('abcd');
  });
});
