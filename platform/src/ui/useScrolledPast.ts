import { useEffect, useState } from 'react';

/**
 * True while the window is scrolled past `threshold` pixels. The position is read on scroll and
 * once in the first animation frame after mounting, never while React commits: reading it there
 * (as MUI's useScrollTrigger does in its effect) makes the browser lay out the page it has just
 * inserted inside the same long task, instead of in its own rendering step.
 */
export const useScrolledPast = (threshold: number): boolean => {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.pageYOffset > threshold);
    const firstFrame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(firstFrame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
};
