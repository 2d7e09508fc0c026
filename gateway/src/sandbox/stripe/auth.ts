import type { Request } from 'express';
import { invalidApiKey, missingApiKey } from './errors';

const TEST_KEY = /^(sk|rk)_test_[A-Za-z0-9_]+$/;

const keyFrom = (authorization: string): string | undefined => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (bearer) return bearer;
  // curl -u sk_test_…: sends the key as the Basic user name, as Stripe's own examples do.
  const basic = /^Basic\s+(\S+)$/i.exec(authorization)?.[1];
  return basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined;
};

/**
 * Any secret or restricted test key is accepted; a live key never is. Stripe answers a 401
 * with type invalid_request_error, which the SDK turns into StripeAuthenticationError.
 */
export const authenticate = (req: Request): void => {
  const authorization = req.get('authorization');
  if (!authorization) throw missingApiKey();
  const key = keyFrom(authorization);
  if (!key) throw missingApiKey();
  if (!TEST_KEY.test(key)) throw invalidApiKey(key);
};
