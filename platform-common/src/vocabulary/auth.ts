export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
/**
 * The one password rule for sign-up, change and reset (issue 20): the spec's change-password rule
 * (12 characters, four kinds); the gateway also refuses the commonest breached passwords.
 */
export const PASSWORD_MIN = 12;
export const CHANGE_PASSWORD_MIN = PASSWORD_MIN;
/** argon2 would take more, but nobody types more, and a bound keeps the hashing cost bounded. */
export const PASSWORD_MAX = 128;
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
/** Issue 21: the same answer whether or not the name or address exists, so it cannot say an account was made. */
export const REGISTRATION_SUCCESS_MESSAGE = 'Check your e-mail to finish signing up.';
export const EMAIL_CONFIRMED_MESSAGE = 'Your e-mail address is confirmed.';
export const CONFIRMATION_SENT_MESSAGE = 'We sent a new confirmation link to your e-mail address.';
export const PASSWORD_COMPLEXITY_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
/** Upper case, lower case, a digit, and anything else (a space or punctuation) as the special character. */
export const isComplexPassword = (value: string): boolean =>
  /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && /[^A-Za-z0-9]/.test(value);
/** The gateway's answer for a password on the shipped list of the commonest breached ones (server-only check). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used and easily guessed. Please choose another.';
/** The spec leaves the terms box unenforced; issue 20 makes it a condition of signing up. */
export const TERMS_REQUIRED_MESSAGE = 'Please accept the Terms of Service and Privacy Policy to create an account';
export const PASSWORD_UPDATED_MESSAGE = 'Your password has been updated';
