/** Issue 20: the same answer whether or not an account uses the address, so it cannot tell which. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses this e-mail address, we have sent a link to choose a new password. Please check your inbox.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please sign in with your new password.';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid, used or expired. Please ask for a new one.';
