import { useRef, useState, type PointerEvent } from 'react';

/** A toast dragged right by more than 50 px is dismissed. */
export const SWIPE_THRESHOLD = 50;
/** Movement under this is a click, not a drag, so the close and action buttons keep working. */
const DRAG_SLOP = 5;

/** Pointer handlers that let a notification be swiped away to the right, and its current offset. */
export const useSwipeToDismiss = (onDismiss: () => void) => {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    startX.current = null;
    setOffset(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button === 0) startX.current = event.clientX;
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const delta = Math.max(0, event.clientX - startX.current);
    // Captured only once it is a drag: capturing on press would steal the click from the buttons.
    if (delta > DRAG_SLOP && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setOffset(delta);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const delta = event.clientX - startX.current;
    reset();
    if (delta > SWIPE_THRESHOLD) onDismiss();
  };

  return { offset, swipeHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: reset } };
};
