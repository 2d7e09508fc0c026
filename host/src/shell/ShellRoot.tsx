import { useBrandLoader, useGetCurrentUserQuery, usePageViewTracking } from '@portal/platform';
import { ShellLayout } from '../layout/ShellLayout';
import { useScrollRestoration } from './scroll/useScrollRestoration';

/** Brand and session bootstrap for the whole page, then the layout around the current module. */
export const ShellRoot = () => {
  useBrandLoader();
  useGetCurrentUserQuery();
  usePageViewTracking();
  useScrollRestoration();

  return <ShellLayout />;
};
