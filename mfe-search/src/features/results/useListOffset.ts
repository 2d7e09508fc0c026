import { useLayoutEffect, useRef, useState } from 'react';

/**
 * How far down the page an element starts: the window virtualizer's scrollMargin. Measured
 * again whenever the page changes size (a filters panel opening above the list moves it).
 */
export const useListOffset = <T extends HTMLElement>() => {
  const ref = useRef<T>(null);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  return { ref, offset };
};
