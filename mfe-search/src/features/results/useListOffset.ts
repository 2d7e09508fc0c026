import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/**
 * How far down the page an element starts: the window virtualizer's scrollMargin. Measured
 * again whenever the page changes size (a filters panel opening above the list moves it).
 *
 * Read in the ResizeObserver's callback (its first one comes with the frame after the list is
 * drawn), not in the commit: a read there would lay the page out inside React's commit and the
 * new offset would re-render the list in that same task. Without ResizeObserver (jsdom) it is
 * read once in the commit.
 */
export const useListOffset = <T extends HTMLElement>() => {
  const ref = useRef<T>(null);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => Math.round(element.getBoundingClientRect().top + window.scrollY);
    if (typeof ResizeObserver === 'undefined') {
      setOffset(read());
      return;
    }
    const observer = new ResizeObserver(() => {
      const next = read();
      startTransition(() => setOffset(next));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  return { ref, offset };
};
