import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError } from './errors';

type Source = 'body' | 'params' | 'query';

/**
 * Parses one part of the request with a contract and replaces it with the parsed value, so
 * handlers see defaults applied and unknown keys stripped. The answer to bad input names the
 * first problem in `message` (the spec's wording lives in the schemas) and lists all of them.
 */
export const validate =
  (schema: z.ZodType, source: Source): RequestHandler =>
  (req, _res, next) => {
    const result = schema.safeParse(req[source] ?? {});
    if (!result.success) {
      const issues = result.error.issues.map(({ path, message, code }) => ({ path, message, code }));
      throw new AppError('VALIDATION_ERROR', issues[0]?.message ?? 'Invalid request', 400, { details: { issues } });
    }
    // Express 5 exposes req.query through a getter: define the parsed value on the request instead.
    Object.defineProperty(req, source, { value: result.data, writable: true, configurable: true, enumerable: true });
    next();
  };
