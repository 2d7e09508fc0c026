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
    container.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  }, [step, container]);
};
