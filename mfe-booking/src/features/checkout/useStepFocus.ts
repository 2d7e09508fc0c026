import { useEffect, useRef, type RefObject } from 'react';

/**
 * A new step opens at its top: the page scrolls up to the step indicator and the step's heading
 * takes the focus, so a screen reader announces it and the keyboard goes on from there. The
 * step the page opens on keeps the page's own focus.
 */
export const useStepFocus = (step: string, container: RefObject<HTMLElement | null>) => {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    window.scrollTo({ top: 0, left: 0 });
    // The heading that takes the focus: one a step on its way still hides (display: none) cannot.
    const focusHeading = () =>
      Array.from(container.current?.querySelectorAll<HTMLElement>('[data-step-heading]') ?? []).some((heading) => {
        heading.focus({ preventScroll: true });
        return document.activeElement === heading;
      });
    if (focusHeading() || !container.current) return;
    // A step fetched when reached (the confirmation) draws its heading once it has arrived.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(container.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [step, container]);
};
