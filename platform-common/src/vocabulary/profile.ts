export const PROFILE_UPDATED_MESSAGE = 'Your profile has been updated.';
export const NOTHING_TO_UPDATE_MESSAGE = 'Change at least one field of your profile.';
/** A changed e-mail address is in force only once the link sent to it is followed. */
export const emailChangePendingMessage = (address: string): string =>
  `We sent a confirmation link to ${address}. Your e-mail address changes once you follow it; until then, keep using the current one.`;
/** Moving the account to another address hands it over: the session alone is not enough. */
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required';
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
/** The link in the notice to the address an account leaves. */
export const EMAIL_CHANGE_CANCELLED_MESSAGE =
  'The e-mail change is cancelled and your other sessions are signed out. If it was not you, reset your password.';
/** A sensible cap: a family and its usual companions, not an address book. */
export const SAVED_TRAVELLERS_MAX = 20;
export const SAVED_TRAVELLERS_FULL_MESSAGE = `You can save up to ${SAVED_TRAVELLERS_MAX} travellers. Delete one to add another.`;
export const SAVED_TRAVELLER_NOT_FOUND_MESSAGE = 'Saved traveller not found';
export const PASSPORT_ALL_OR_NOTHING_MESSAGE =
  'Give the passport number, issuing country and expiry date together, or none of them.';
