import type { RequestHandler } from 'express';
import { AppError } from './errors';

/** A NUL (PostgreSQL text cannot hold one) or a UTF-16 surrogate without its pair (jsonb refuses it). */
const MALFORMED = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const hasMalformedText = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return MALFORMED.test(value);
  // The body is at most 100 kB, but a deep enough nesting is no one's form.
  if (depth > 64) return true;
  if (Array.isArray(value)) return value.some((item) => hasMalformedText(item, depth + 1));
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => MALFORMED.test(key) || hasMalformedText(item, depth + 1));
  return false;
};

/**
 * JSON can carry text no database column takes ("\u0000", a lone "\ud800"): such a request is
 * refused here, once for every route, instead of failing in PostgreSQL as a 500.
 */
export const rejectMalformedText: RequestHandler = (req, _res, next) => {
  if (hasMalformedText(req.body) || hasMalformedText(req.query)) {
    throw new AppError('INVALID_TEXT', 'The request contains characters that are not allowed (a NUL character or invalid Unicode)', 400);
  }
  next();
};
