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

/** A plain loop: this runs for every router on every request, and a callback per router was its cost. */
const startsWithAny = (path: string, starts: string[]): boolean => {
  for (const start of starts) if (path.startsWith(start)) return true;
  return false;
};

/**
 * Routers, tried in the order given, each entered only for paths one of its routes could match.
 * Express offers each request to every router in turn, and each tries its patterns one by one:
 * with a dozen routers ahead of it, a hot route paid for every pattern of the others. Several
 * routers given together are one handler to Express (one layer, the path read once), and behave as
 * that many `app.use` calls would: a router that does not answer passes the request to the next
 * one, an error goes straight on to the error handlers. The starts are read from the routers' own
 * stacks at the first request, so a route added later to a router needs no edit here; a router
 * with middleware for every path is entered for every path, as before. Paths compare
 * case-insensitively, as Express's routing does.
 */
export const routedOnly = (...routers: Router[]): RequestHandler & { readonly stack: StackLayer[] } => {
  const stacks = routers.map((router) => (router as unknown as { stack: StackLayer[] }).stack);
  let starts: (string[] | null)[] | undefined;
  const handler: RequestHandler = (req: Request, res, next) => {
    // Read at the first request, when the routers are complete.
    starts ??= stacks.map(startsOf);
    const routerStarts = starts;
    const path = req.path.toLowerCase();
    let index = 0;
    const tryNext = (error?: unknown): void => {
      if (error) return next(error);
      while (index < routers.length) {
        const at = index++;
        const from = routerStarts[at];
        if (!from || startsWithAny(path, from)) {
          routers[at]?.(req, res, tryNext);
          return;
        }
      }
      next();
    };
    tryNext();
  };
  // The routers' own layers stay visible, as mounted routers' are, to whatever lists the app's routes.
  return Object.defineProperty(handler, 'stack', { get: () => stacks.flat() }) as RequestHandler & {
    readonly stack: StackLayer[];
  };
};
