import { useEffect, useLayoutEffect, useRef } from 'react';
import { isReturnState, useLocation, useNavigationType } from '@portal/platform';
import { restoreScroll } from './restoreScroll';
import { rememberedSpot, rememberSpot, topRow } from './scrollMemory';

/** The sticky site header covers this much of the window's top. */
const SITE_HEADER_PX = 64;

/**
 * The declarative router has no scroll restoration (that comes with the data router): each
 * address of the tab remembers where it was left, and Back, Forward, a reload or a link with
 * RETURN_STATE opens it there, once the page has grown back. A new page opens at the top; a
 * change of query alone (a filter, a sort) keeps the scroll.
 */
export const useScrollRestoration = (): void => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const address = `${location.pathname}${location.search}`;
  const current = useRef(address);
  const shownPath = useRef<string | null>(null);
  const restoring = useRef(false);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      frame = 0;
      if (!restoring.current) rememberSpot(current.current, { y: Math.round(window.scrollY), anchor: topRow(SITE_HEADER_PX) });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(record);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = address;
    const newPage = shownPath.current !== location.pathname;
    shownPath.current = location.pathname;
    const spot = navigationType === 'POP' || isReturnState(location.state) ? rememberedSpot(address) : undefined;
    if (!spot) {
      if (newPage) window.scrollTo(0, 0);
      return undefined;
    }
    restoring.current = true;
    return restoreScroll(spot, () => {
      restoring.current = false;
    });
    // Once per navigation: the key changes with every one, even to the same address.
  }, [location.key, location.pathname, location.state, address, navigationType]);
};
