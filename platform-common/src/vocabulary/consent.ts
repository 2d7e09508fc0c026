/**
 * The cookie banner's words, shared by the shell's ConsentBanner and the banner the gateway paints
 * with the page before any script runs (the shell's first paint).
 */
export const CONSENT_BANNER = {
  title: 'Your cookie choices',
  text: 'Strictly necessary cookies keep sign-in and booking working. With your consent we also use preference, analytics and marketing cookies.',
  // Not named 'Cookie Policy': the footer's legal link has that name.
  policyLink: 'How we use cookies',
  customize: 'Customize',
  saveChoices: 'Save choices',
  rejectNonEssential: 'Reject non-essential',
  acceptAll: 'Accept all',
} as const;
