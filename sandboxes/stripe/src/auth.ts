import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { invalidApiKey, invalidRequest, missingApiKey } from './errors';

/** A key nobody can guess: the sandbox answers every test payment's details to its holder. */
export const randomStripeSandboxKey = (): string => `sk_test_${randomBytes(24).toString('hex')}`;

/** The publishable key browsers use with the sandbox's Stripe.js: public, but one per sandbox. */
export const randomStripeSandboxPublishableKey = (): string => `pk_test_${randomBytes(24).toString('hex')}`;

/** Which of the sandbox's two keys a request was made with. */
export type KeyKind = 'secret' | 'publishable';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Both digests are 32 bytes, so the comparison takes the same time whatever the key. */
export const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(digest(given), digest(expected));

const keyFrom = (authorization: string): string | undefined => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (bearer) return bearer;
  // curl -u sk_test_…: sends the key as the Basic user name, as Stripe's own examples do.
  const basic = /^Basic\s+(\S+)$/i.exec(authorization)?.[1];
  return basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined;
};

const secretKeyAsParameter = () =>
  invalidRequest(
    'A secret API key cannot be sent as the `key` parameter, where it would end up in URLs and logs: send it in the Authorization header (Bearer auth).',
    { status: 401 },
  );

/**
 * Only the sandbox's own keys are accepted (compared in constant time); any other, test or live,
 * is Stripe's 401 with type invalid_request_error, which the SDK turns into StripeAuthenticationError.
 * The key comes in the Authorization header, or, for the publishable key only, as the `key`
 * parameter, which is how Stripe.js sends it (a simple cross-origin request, no preflight).
 */
export const createAuthenticator = (secretKey: string, publishableKey: string) => {
  return (authorization: string | undefined, keyParameter: string | undefined): KeyKind => {
    const key = authorization ? keyFrom(authorization) : keyParameter;
    if (!key) throw missingApiKey();
    if (sameSecret(key, secretKey)) {
      if (!authorization) throw secretKeyAsParameter();
      return 'secret';
    }
    if (sameSecret(key, publishableKey)) return 'publishable';
    throw invalidApiKey(key);
  };
};

export type Authenticate = ReturnType<typeof createAuthenticator>;
