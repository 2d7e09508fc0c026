import { useEffect } from 'react';
import { useLocation, useBrandLoader, useGetCurrentUserQuery, usePageViewTracking } from '@portal/platform';
import { ShellLayout } from '../layout/ShellLayout';

/** Brand and session bootstrap for the whole page, then the layout around the current module. */
export const ShellRoot = () => {
  useBrandLoader();
  useGetCurrentUserQuery();
  usePageViewTracking();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return <ShellLayout />;
};
