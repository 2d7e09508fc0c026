import { compose, DEFAULT_BRAND_NAME, type AccountEmail } from './accountEmails';

const lifetime = (ms: number): string => {
  const hours = ms / 3_600_000;
  if (hours >= 24 && Number.isInteger(hours / 24)) return hours === 24 ? '24 hours' : `${hours / 24} days`;
  if (hours >= 1 && Number.isInteger(hours)) return hours === 1 ? '1 hour' : `${hours} hours`;
  const minutes = Math.round(ms / 60_000);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** The link someone asked for on the forgot-password page. */
export const passwordResetEmail = ({
  username,
  url,
  ttlMs,
  brandName = DEFAULT_BRAND_NAME,
}: {
  username: string;
  url: string;
  ttlMs: number;
  brandName?: string;
}): AccountEmail =>
  compose(
    `Reset your ${brandName} password`,
    [
      `Someone, perhaps you, asked to reset the password of the ${brandName} account "${username}".`,
      `The link works once, for ${lifetime(ttlMs)}. Setting a new password signs the account out everywhere.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    brandName,
    { url, label: 'Choose a new password' },
  );

/** To a guest whose booking made an account: the account has no password they know until they choose one. */
export const setPasswordEmail = ({
  username,
  url,
  ttlMs,
  brandName = DEFAULT_BRAND_NAME,
}: {
  username: string;
  url: string;
  ttlMs: number;
  brandName?: string;
}): AccountEmail =>
  compose(
    `Choose a password for your ${brandName} account`,
    [
      `Your booking created the ${brandName} account "${username}" for this e-mail address. Choose a password to sign in to it later and see your trips.`,
      `The link works once, for ${lifetime(ttlMs)}. Later, use "Forgot password?" on the sign-in page to get a new one.`,
      'If you did not book with us, ignore this e-mail.',
    ],
    brandName,
    { url, label: 'Choose my password' },
  );
