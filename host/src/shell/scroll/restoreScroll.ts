import { rowAt, type ScrollSpot } from './scrollMemory';

/** Results arrive after the page: how long a return may wait for the page to grow back. */
const WAIT_MS = 4000;
const GIVE_UP_ON = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const scrollable = () => document.documentElement.scrollHeight - window.innerHeight;

const alignRow = (anchor: NonNullable<ScrollSpot['anchor']>): boolean => {
  const row = rowAt(anchor.index);
  if (row) window.scrollBy(0, row.getBoundingClientRect().top - anchor.top);
  return row !== null;
};

/**
 * Scrolls back to a spot once the page is tall enough for it, following the page as it grows
 * (results loading, rows measured): to the offset, then to the row that was at the top. Stops
 * when it got there, after WAIT_MS, or as soon as the traveller scrolls or types. Returns the stop.
 */
export const restoreScroll = (spot: ScrollSpot, onDone: () => void): (() => void) => {
  let finished = false;
  let observer: ResizeObserver | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    for (const type of GIVE_UP_ON) window.removeEventListener(type, finish);
    onDone();
  };
  const attempt = () => {
    if (finished) return;
    window.scrollTo(0, Math.min(spot.y, Math.max(0, scrollable())));
    if (scrollable() < spot.y) return;
    if (!spot.anchor) return finish();
    if (!alignRow(spot.anchor)) return;
    // Rows drawn at the new offset are measured in the next frame: align once more after it.
    window.requestAnimationFrame(() => {
      if (!finished && spot.anchor) alignRow(spot.anchor);
      finish();
    });
  };
  const timer = window.setTimeout(finish, WAIT_MS);
  for (const type of GIVE_UP_ON) window.addEventListener(type, finish, { passive: true });
  if (typeof ResizeObserver !== 'undefined') {
    observer = new ResizeObserver(attempt);
    observer.observe(document.body);
  }
  attempt();
  return finish;
};
