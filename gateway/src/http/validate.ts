import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError } from './errors';

type Source = 'body' | 'params' | 'query';

/** The contracts a route checks its request against, by part. */
export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** What the contracts made of the request: each checked part with its contract's output type. */
export type Validated<S extends RequestSchemas> = { [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never };

export type ValidatedHandler<S extends RequestSchemas> = (req: Request, res: Response, input: Validated<S>) => unknown;

/** A value checked by a contract; bad input answers 400 naming the first problem in `message` and listing all of them. */
export const checkedBy = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map(({ path, message, code }) => ({ path, message, code }));
    throw new AppError('VALIDATION_ERROR', issues[0]?.message ?? 'Invalid request', 400, { details: { issues } });
  }
  return result.data;
};

/** Parses one part of the request and puts the parsed value in its place. */
const parsePart = (schema: z.ZodType, req: Request, source: Source): unknown => {
  const data = checkedBy(schema, req[source] ?? {});
  // Express 5 exposes req.query through a getter: define the parsed value on the request instead.
  Object.defineProperty(req, source, { value: data, writable: true, configurable: true, enumerable: true });
  return data;
};

/**
 * Parses one part of the request with a contract and replaces it with the parsed value, so
 * handlers see defaults applied and unknown keys stripped. The answer to bad input names the
 * first problem in `message` (the product's wording lives in the schemas) and lists all of them.
 */
export const validate =
  (schema: z.ZodType, source: Source): RequestHandler =>
  (req, _res, next) => {
    parsePart(schema, req, source);
    next();
  };

const SOURCES: Source[] = ['params', 'query', 'body'];

/**
 * A route's handler that receives its request already checked: params, then query, then body are
 * parsed with their contracts (the first bad one answers 400, as validate() does), replaced on the
 * request, and handed to the handler with their contracts' types. `afterValidation` runs between
 * the two (middleware that needs the checked request, such as a limiter keyed on a field).
 */
export function validated<S extends RequestSchemas>(schemas: S, handler: ValidatedHandler<S>): RequestHandler[];
export function validated<S extends RequestSchemas>(
  schemas: S,
  afterValidation: RequestHandler[],
  handler: ValidatedHandler<S>,
): RequestHandler[];
export function validated<S extends RequestSchemas>(
  schemas: S,
  ...rest: [ValidatedHandler<S>] | [RequestHandler[], ValidatedHandler<S>]
): RequestHandler[] {
  const [afterValidation, handler] = rest.length === 1 ? [[], rest[0]] : rest;
  const inputs = new WeakMap<Request, Validated<S>>();
  const check: RequestHandler = (req, _res, next) => {
    const input: Partial<Record<Source, unknown>> = {};
    for (const source of SOURCES) {
      const schema = schemas[source];
      if (schema) input[source] = parsePart(schema, req, source);
    }
    // Each key of S was parsed by its own schema just above: the object has exactly S's output types.
    inputs.set(req, input as Validated<S>);
    next();
  };
  const run: RequestHandler = async (req, res) => {
    const input = inputs.get(req);
    if (!input) throw new Error('validated(): the request was not checked before its handler');
    await handler(req, res, input);
  };
  return [check, ...afterValidation, run];
}
