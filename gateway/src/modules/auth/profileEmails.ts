import { compose, DEFAULT_BRAND_NAME } from './accountEmails';

/**
 * To the address in force when its owner asks to move the account to another one: if it was not
 * them, the session that asked is someone else's, and the old address still signs in meanwhile.
 */
export const emailChangeRequestedEmail = ({
  username,
  newAddress,
  signInUrl,
  brandName = DEFAULT_BRAND_NAME,
}: {
  username: string;
  newAddress: string;
  signInUrl: string;
  brandName?: string;
}) =>
  compose(
    `Your ${brandName} account's e-mail address is being changed`,
    [
      `Someone signed in to your ${brandName} account "${username}" asked to change its e-mail address to ${newAddress}.`,
      'Nothing changes until the link we sent to the new address is followed; until then this address stays in force.',
      'If it was not you, sign in, change your password, and set your e-mail address back to this one in your profile.',
    ],
    brandName,
    { url: signInUrl, label: 'Sign in' },
  );
