/** The newsletter form's box, the same for the stand-in and the form, so nothing moves when one replaces the other. */
export const NEWSLETTER_FORM_SX = { display: 'flex', gap: 1, alignItems: 'flex-start', width: { md: 440 } } as const;

/** What the stand-in hands to the form when it arrives: what was typed, the focus, a send asked for. */
export interface NewsletterHandOver {
  email: string;
  focused: boolean;
  sendAsked: boolean;
}
