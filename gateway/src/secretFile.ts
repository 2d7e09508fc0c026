import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A random url-safe string of `length` characters. */
export const randomSecret = (length: number): string =>
  crypto
    .randomBytes(Math.ceil((length * 3) / 4) + 1)
    .toString('base64url')
    .slice(0, length);

/**
 * Reads a secret kept in a file, creating it (mode 0600) the first time. 'wx' makes two processes
 * starting together agree on one value: the loser of the race reads the winner's file.
 */
export const readOrCreateSecretFile = (file: string, length = 48): string => {
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  const secret = randomSecret(length);
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecret(file);
    throw error;
  }
};

const readSecret = (file: string): string => {
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (!secret) throw new Error(`${file} is empty: delete it to generate a new secret`);
  return secret;
};
