import type { RequestHandler } from 'express';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Middleware run one after the other as a single handler, as `app.use(path, a, b, c)` would run
 * them: a handler that calls next() hands on to the following one, an error (passed to next,
 * thrown, or a rejected promise) goes straight to the error handlers. Express gives each handler
 * of `app.use('/api', ...)` a layer of its own, which matches the path and trims and restores
 * req.url for each; one layer for the lot does that once.
 */
export const inSequence =
  (...handlers: RequestHandler[]): RequestHandler =>
  (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) return next(error);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (isThenable(result))
          result.then(undefined, (rejection: unknown) => next(rejection || new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
