import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { invalidApiKey, missingApiKey } from './errors';

/** A key nobody can guess: the sandbox answers every test payment's details to its holder. */
export const randomStripeSandboxKey = (): string => `sk_test_${randomBytes(24).toString('hex')}`;

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

const keyFrom = (authorization: string): string | undefined => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (bearer) return bearer;
  // curl -u sk_test_…: sends the key as the Basic user name, as Stripe's own examples do.
  const basic = /^Basic\s+(\S+)$/i.exec(authorization)?.[1];
  return basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined;
};

/**
 * Only the sandbox's own key is accepted (compared in constant time); any other, test or live, is
 * Stripe's 401 with type invalid_request_error, which the SDK turns into StripeAuthenticationError.
 */
export const createAuthenticator = (apiKey: string) => {
  const expected = digest(apiKey);
  return (req: Request): void => {
    const authorization = req.get('authorization');
    if (!authorization) throw missingApiKey();
    const key = keyFrom(authorization);
    if (!key) throw missingApiKey();
    if (!timingSafeEqual(digest(key), expected)) throw invalidApiKey(key);
  };
};

export type Authenticate = ReturnType<typeof createAuthenticator>;
