import type { RequestHandler } from 'express';
import { AppError } from './errors';

/** A NUL (PostgreSQL text cannot hold one) or a UTF-16 surrogate without its pair (jsonb refuses it). */
const MALFORMED = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Far deeper than any form of the portal; walking no further keeps the check cheap and the stack short. */
const MAX_DEPTH = 32;

type Problem = 'malformed' | 'too deep' | null;

const problemIn = (value: unknown, depth = 0): Problem => {
  if (typeof value === 'string') return MALFORMED.test(value) ? 'malformed' : null;
  if (!value || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return 'too deep';
  for (const [key, item] of Object.entries(value)) {
    const problem = MALFORMED.test(key) ? 'malformed' : problemIn(item, depth + 1);
    if (problem) return problem;
  }
  return null;
};

/**
 * JSON can carry text no database column takes ("\u0000", a lone "\ud800"): such a request is
 * refused here, once for every /api route, instead of failing in PostgreSQL as a 500.
 */
export const rejectMalformedText: RequestHandler = (req, _res, next) => {
  const problem = problemIn(req.body) ?? problemIn(req.query);
  if (problem === 'too deep') throw new AppError('BODY_TOO_DEEP', 'The request body is nested too deeply', 400);
  if (problem)
    throw new AppError(
      'INVALID_TEXT',
      'The request contains characters that are not allowed (a NUL character or invalid Unicode)',
      400,
    );
  next();
};
