import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** How long a retry of the same checkout is still told of (and signed in to) the account it made. */
export const ACCOUNT_SECRET_TTL_MS = 30 * 60_000;

/**
 * What a retry whose first answer was lost is told about the account the booking made, encrypted
 * (AES-256-GCM, key derived from the session secret). Kept 30 minutes, then wiped. Since issue 20
 * it holds the username only: no generated password is ever shown; the guest chooses one through
 * the e-mailed link.
 */
export const createAccountSecrets = (sessionSecret: string) => {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), 'portal booking account secret', 32));
  return {
    seal(password: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    /** null when it cannot be opened (another secret, or tampered with). */
    open(sealed: string): string | null {
      try {
        const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
        if (!iv || !tag || !data) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
};

export type AccountSecrets = ReturnType<typeof createAccountSecrets>;
