import { useLayoutEffect, useRef } from 'react';
import { isReturnState, useLocation, useNavigationType } from '@portal/platform';

// The memory and the restore load after the first page: no first load needs them.
const loadRestorer = () => import('./scrollRestorer');

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
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    const wantsSpot = navigationType === 'POP' || isReturnState(state);
    if (newPage && !wantsSpot) window.scrollTo(0, 0);
    let left = false;
    let stop: (() => void) | undefined;
    void loadRestorer().then(({ arrive }) => {
      if (!left) stop = arrive(`${pathname}${search}`, { wantsSpot, newPage });
    });
    return () => {
      left = true;
      stop?.();
    };
    // Once per navigation: the key changes with every one, even to the same address.
  }, [key, pathname, search, state, navigationType]);
};
