import { act, renderHook } from '@testing-library/react';
import { useScrolledPast } from './useScrolledPast';

const scrollTo = (y: number) => {
  window.pageYOffset = y;
  window.dispatchEvent(new Event('scroll'));
};

describe('useScrolledPast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.pageYOffset = 0;
  });

  test('when the page is scrolled past the threshold and back, then it says so each time', () => {
    const { result } = renderHook(() => useScrolledPast(20));
    expect(result.current).toBe(false);

    act(() => scrollTo(21));
    expect(result.current).toBe(true);

    act(() => scrollTo(20));
    expect(result.current).toBe(false);
  });

  test('when the page opens already scrolled (a restored position), then the first frame after mounting reads it', () => {
    window.pageYOffset = 500;
    const { result } = renderHook(() => useScrolledPast(240));
    expect(result.current).toBe(false);

    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  test('when it unmounts, then it stops listening', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolledPast(20));

    unmount();
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
