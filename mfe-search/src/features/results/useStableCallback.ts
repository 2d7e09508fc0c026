import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always runs the latest `callback`: a memoized
 * child handed it is not rendered again each time its parent is (as on every store notification).
 * Meant for event handlers, never for calling during render.
 */
export const useStableCallback = <Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): ((...args: Args) => Result) => {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
};
