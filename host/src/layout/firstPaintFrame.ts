import { FIRST_PAINT_ATTRIBUTE } from './firstPaintMarks';

/** The main area of the page's first paint (the shell's own layout, painted before any script ran). */
const PAINTED_MAIN = `[${FIRST_PAINT_ATTRIBUTE}] main`;

interface KeptFrame {
  address: string;
  /** The painted main area itself: React's first commit takes it out of the page, its nodes live on. */
  main: HTMLElement;
  /** The field the visitor was in, with its caret, when the frame last left the page. */
  focused?: { element: HTMLElement; selection?: [number | null, number | null] };
}

let kept: KeptFrame | undefined;

const addressOf = ({ pathname, search }: { pathname: string; search: string }) => `${pathname}${search}`;

const selectionOf = (element: HTMLElement): [number | null, number | null] | undefined => {
  try {
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? [element.selectionStart, element.selectionEnd]
      : undefined;
  } catch {
    // An input type without a selection (a date, a number) throws on reading it in some browsers.
    return undefined;
  }
};

const focusedIn = (container: Node): KeptFrame['focused'] => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== container && container.contains(active)
    ? { element: active, selection: selectionOf(active) }
    : undefined;
};

/**
 * Keeps the painted frame's main area, its very nodes, before React's first render replaces the
 * root's content, so the page loader can go on showing it (the page's heading and layout, and on
 * a page painted whole its working form, with what was typed and the focus) until the page's
 * module has loaded.
 */
export const keepFirstPaintFrame = (): void => {
  const main = document.querySelector<HTMLElement>(PAINTED_MAIN);
  if (!main?.innerHTML.trim()) {
    kept = undefined;
    return;
  }
  const frame: KeptFrame = { address: addressOf(window.location), main };
  // Where the visitor is while the shell renders: the commit that takes the frame out loses the focus.
  const follow = () => {
    if (main.isConnected) frame.focused = focusedIn(main);
  };
  follow();
  document.addEventListener('focusin', follow);
  document.addEventListener('selectionchange', follow);
  kept = frame;
};

/** Whether the page was served at this address with a painted frame to go on showing. */
export const hasFirstPaintFrameFor = (location: { pathname: string; search: string }): boolean =>
  kept?.address === addressOf(location);

/**
 * Moves the kept frame's nodes into the loader's box and puts the focus and caret back where the
 * visitor left them; the returned function takes them out again (into the kept main area, out of
 * the page) when the loader goes, keeping where the focus was.
 */
export const showFirstPaintFrameIn = (box: HTMLElement): (() => void) | undefined => {
  const frame = kept;
  if (!frame || frame.address !== addressOf(window.location)) return undefined;
  box.append(...Array.from(frame.main.childNodes));
  const { element, selection } = frame.focused ?? {};
  if (element && box.contains(element) && document.activeElement !== element) {
    element.focus({ preventScroll: true });
    if (selection && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement))
      try {
        element.setSelectionRange(selection[0], selection[1]);
      } catch {
        // Not every input type has a caret to put back.
      }
  }
  return () => {
    frame.focused = focusedIn(box);
    frame.main.append(...Array.from(box.childNodes));
  };
};
