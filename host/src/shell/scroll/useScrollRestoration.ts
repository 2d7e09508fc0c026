import { useLayoutEffect, useRef } from 'react';
import { isReturnState, useLocation, useNavigationType } from '@portal/platform';
import { SCROLL_MEMORY_KEY } from './scrollKey';
import type * as Restorer from './scrollRestorer';

// The memory and the restore are no part of the first load: they load with the first scroll,
// the first navigation, or at once when this tab has places to return to (a reload).
let restorer: Promise<typeof Restorer> | undefined;
const loadRestorer = () => (restorer ??= import('./scrollRestorer'));

const tabRemembers = (): boolean => {
  try {
    return window.sessionStorage.getItem(SCROLL_MEMORY_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * The declarative router has no scroll restoration (that comes with the data router): each
 * address of the tab remembers where it was left, and Back, Forward, a reload or a link with
 * RETURN_STATE opens it there, once the page has grown back. A new page opens at the top; a
 * change of query alone (a filter, a sort) keeps the scroll.
 */
export const useScrollRestoration = (): void => {
  const { pathname, search, state, key } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    const firstPage = shownPath.current === null;
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    const wantsSpot = navigationType === 'POP' || isReturnState(state);
    if (newPage && !wantsSpot) window.scrollTo(0, 0);
    let left = false;
    let stop: (() => void) | undefined;
    const arriveHere = (how: { wantsSpot: boolean; newPage: boolean }) =>
      void loadRestorer().then(({ arrive }) => {
        if (!left) stop = arrive(`${pathname}${search}`, how);
      });
    // A first page in a tab with nothing remembered: nothing to restore, only to start remembering.
    const onFirstScroll = () => arriveHere({ wantsSpot: false, newPage: false });
    if (firstPage && !tabRemembers()) window.addEventListener('scroll', onFirstScroll, { once: true, passive: true });
    else arriveHere({ wantsSpot, newPage });
    return () => {
      left = true;
      window.removeEventListener('scroll', onFirstScroll);
      stop?.();
    };
    // Once per navigation: the key changes with every one, even to the same address.
  }, [key, pathname, search, state, navigationType]);
};
