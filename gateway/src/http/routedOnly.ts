import type { Request, RequestHandler, Router } from 'express';

interface StackLayer {
  route?: unknown;
  rawPath?: unknown;
  handle: { stack?: StackLayer[] };
}

/** The literal start every path a route pattern matches begins with ('/api/bookings/' for '/api/bookings/:id'). */
const literalStart = (pattern: string): string => pattern.slice(0, pattern.search(/[:*{}()\\?+![]|$/)).toLowerCase();

/** Every literal start the router's layers can match, or null when one layer may match any path. */
const startsOf = (layers: StackLayer[]): string[] | null => {
  const starts: string[] = [];
  for (const layer of layers) {
    const paths = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath];
    for (const path of paths) {
      if (typeof path !== 'string') return null;
      if (!layer.route && path === '/') {
        // A router mounted at the root: its own layers say; any other middleware sees every path.
        const inner = layer.handle.stack ? startsOf(layer.handle.stack) : null;
        if (!inner) return null;
        starts.push(...inner);
      } else starts.push(literalStart(path));
    }
  }
  return [...new Set(starts)];
};

/**
 * A router that is only entered for paths one of its routes could match. Express offers each
 * request to every router in turn, and each tries its patterns one by one: with a dozen routers
 * ahead of it, a hot route paid for every pattern of the others. The starts are read from the
 * router's own stack at the first request, so a route added later to the router needs no edit here;
 * a router with middleware for every path is entered for every path, as before. Paths compare
 * case-insensitively, as Express's routing does.
 */
export const routedOnly = (router: Router): RequestHandler & { stack: StackLayer[] } => {
  const { stack } = router as unknown as { stack: StackLayer[] };
  let starts: string[] | null | undefined;
  const handler: RequestHandler = (req: Request, res, next) => {
    // Read at the first request, when the router is complete.
    if (starts === undefined) starts = startsOf(stack);
    if (!starts) return router(req, res, next);
    const path = req.path.toLowerCase();
    return starts.some((start) => path.startsWith(start)) ? router(req, res, next) : next();
  };
  // The router's own layers stay visible, as a mounted router's are, to whatever lists the app's routes.
  return Object.assign(handler, { stack });
};
