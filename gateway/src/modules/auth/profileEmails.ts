import { compose, DEFAULT_BRAND_NAME } from './accountEmails';

/**
 * To the address in force when its owner asks to move the account to another one: if it was not
 * them, the link undoes the change (even once confirmed) and signs every other session out.
 */
export const emailChangeRequestedEmail = ({
  username,
  newAddress,
  undoUrl,
  brandName = DEFAULT_BRAND_NAME,
}: {
  username: string;
  newAddress: string;
  undoUrl: string;
  brandName?: string;
}) =>
  compose(
    `Your ${brandName} account's e-mail address is being changed`,
    [
      `Someone signed in to your ${brandName} account "${username}" asked to change its e-mail address to ${newAddress}.`,
      'Nothing changes until the link we sent to the new address is followed; until then this address stays in force.',
      'If it was not you, follow the link below within 7 days: it cancels the change (or gives this address back if it was confirmed) and signs out every other session. Then reset your password.',
    ],
    brandName,
    { url: undoUrl, label: 'Cancel this change' },
  );
