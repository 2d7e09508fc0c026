import { restoreScroll } from './restoreScroll';
import { rememberedSpot, rememberSpot, topRow } from './scrollMemory';

/** The sticky site header covers this much of the window's top. */
const SITE_HEADER_PX = 64;

let address = '';
let restoring = false;
let listening = false;

const record = () => {
  if (!restoring) rememberSpot(address, { y: Math.round(window.scrollY), anchor: topRow(SITE_HEADER_PX) });
};

const listen = () => {
  if (listening) return;
  listening = true;
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  let frame = 0;
  window.addEventListener(
    'scroll',
    () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        record();
      });
    },
    { passive: true },
  );
};

/**
 * The page now shows `shown`. Scrolls back to where it was left when the traveller returns
 * (`wantsSpot`) and it was left somewhere; otherwise a new page opens at its top, and the scroll
 * it opens with is remembered. Returns the stop of a restore under way (another navigation ends it).
 */
export const arrive = (
  shown: string,
  { wantsSpot, newPage }: { wantsSpot: boolean; newPage: boolean },
): (() => void) | undefined => {
  listen();
  address = shown;
  const spot = wantsSpot ? rememberedSpot(shown) : undefined;
  if (!spot) {
    if (newPage && wantsSpot) window.scrollTo(0, 0);
    record();
    return undefined;
  }
  restoring = true;
  return restoreScroll(spot, () => {
    restoring = false;
  });
};
