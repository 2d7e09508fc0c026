import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTrack } from './useTrack';

/**
 * A page view on each route change: a new path, not a new query string
 * (the FAQ's search or the results' filters are not page views). It also fires when tracking becomes
 * allowed (the brand loads its id, the visitor accepts marketing cookies), so the page being
 * read then is counted once.
 */
export const usePageViewTracking = (): void => {
  const { pathname } = useLocation();
  const track = useTrack();

  useEffect(() => {
    track.pageView(pathname);
  }, [track, pathname]);
};
