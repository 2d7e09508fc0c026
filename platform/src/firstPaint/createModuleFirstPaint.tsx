import { Suspense } from 'react';
import { matchPath, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { renderFirstPaint } from './renderFirstPaint';
import type { RenderFirstPaint } from '@portal/platform-common/contracts';

const ModuleRoutes = ({ routes }: { routes: RouteObject[] }) => useRoutes(routes);

export interface ModuleFirstPaintOptions {
  /** The module's routes, as its ./routes exposes them. */
  routes: RouteObject[];
  /**
   * The module's routes painted whole, that work without a script (a plain form): the shell may
   * start the app on the visitor's first intent there.
   */
  paintedWhole?: string[];
}

/**
 * The first-paint render a module's server bundle exports: its page for the address, drawn by
 * the same route objects the browser loads, or null when none of its routes matches.
 */
export const createModuleFirstPaint =
  ({ routes, paintedWhole = [] }: ModuleFirstPaintOptions): RenderFirstPaint =>
  async (request) => {
    const pathname = new URL(request.url, 'http://first.paint').pathname;
    if (!matchRoutes(routes, pathname)) return null;
    const { html, styles } = await renderFirstPaint(
      <Suspense fallback={null}>
        <ModuleRoutes routes={routes} />
      </Suspense>,
      request,
    );
    return {
      html,
      styles,
      paintedWhole: paintedWhole.some((route) => matchPath({ path: route, end: true }, pathname) !== null),
    };
  };
