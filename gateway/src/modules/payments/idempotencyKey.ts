import type { Request } from 'express';
import { AppError } from '../../http/errors';

/** Visible ASCII, 8 to 255 characters: a UUID, a ULID, or anything a client makes per checkout. */
const KEY = /^[\x21-\x7e]{8,255}$/;

/**
 * The Idempotency-Key header (one per checkout attempt, made by the client). Required
 * where a retry must never pay twice; optional elsewhere.
 */
export const idempotencyKeyOf = (req: Request, { required }: { required: boolean }): string | undefined => {
  const key = req.get('idempotency-key');
  if (key === undefined || key === '') {
    if (!required) return undefined;
    throw new AppError(
      'IDEMPOTENCY_KEY_REQUIRED',
      'An Idempotency-Key header is required: one per checkout attempt, 8 to 255 characters.',
      400,
    );
  }
  if (!KEY.test(key))
    throw new AppError(
      'IDEMPOTENCY_KEY_INVALID',
      'The Idempotency-Key header must be 8 to 255 visible ASCII characters.',
      400,
    );
  return key;
};
