import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 text, the alphabet of Stripe's ids. */
export const randomToken = (length: number): string => {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: drop the top bytes so every character is equally likely.
      if (byte < 248 && text.length < length) text += ALPHABET[byte % 62];
    }
  }
  return text;
};

export type IdPrefix = 'pi' | 'pm' | 'ch' | 're' | 'txn' | 'src' | 'req' | 'pmc' | 'evt';

/** `pi_` and 24 characters, the length Stripe uses. */
export const newId = (prefix: IdPrefix): string => `${prefix}_${randomToken(24)}`;

export const newClientSecret = (intentId: string): string => `${intentId}_secret_${randomToken(25)}`;

export const newRequestId = (): string => `req_${randomToken(14)}`;
