// The brand's text formats: shared by its zod contract and the brand list's reader in the admin
// module, off the shared platform chunk every page loads ('@portal/platform/vocabulary/answers').

/** Shown as text (title, header, footer): letters of any script, digits and plain punctuation, never markup. */
export const BRAND_NAME = /^[\p{L}\p{M}\p{N} &'’.,!?()+-]+$/u;
export const PHONE_NUMBER = /^[0-9+() .-]+$/;
/** The pattern z.email() uses by default, given to the brand contract by name so readers without zod accept the same addresses. */
export const EMAIL_ADDRESS =
  // eslint-disable-next-line no-useless-escape -- zod's pattern verbatim: admin.test.ts compares the two by source
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Free text shown on the site (an address, opening hours): no markup or template braces. */
export const PLAIN_TEXT = /^[^<>{}]*$/;
