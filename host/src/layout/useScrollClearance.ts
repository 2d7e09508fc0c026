import { useCallback, useRef } from 'react';

const clearanceOf = (element: HTMLElement) => `${element.offsetHeight}px`;

/**
 * For an element held at the bottom of the window: while it is shown, the page ends that much
 * lower (its last lines can be scrolled clear of it) and scrolls what it focuses clear of it
 * (scroll-padding-bottom), so keyboard users never tab behind it. Room added at the page's end
 * moves nothing above it. A callback ref: the element may come and go while its owner stays.
 */
export const useScrollClearance = <T extends HTMLElement>() => {
  const observer = useRef<ResizeObserver | undefined>(undefined);
  return useCallback((element: T | null) => {
    const root = document.documentElement;
    observer.current?.disconnect();
    observer.current = undefined;
    if (!element) {
      root.style.removeProperty('scroll-padding-bottom');
      document.body.style.removeProperty('padding-bottom');
      return;
    }
    const clear = () => {
      root.style.setProperty('scroll-padding-bottom', clearanceOf(element));
      document.body.style.setProperty('padding-bottom', clearanceOf(element));
    };
    // The observer reports the element's first size after the browser has laid it out; measuring
    // it here would lay out the page inside React's commit.
    if (typeof ResizeObserver === 'undefined') {
      clear();
      return;
    }
    observer.current = new ResizeObserver(clear);
    observer.current.observe(element);
  }, []);
};
