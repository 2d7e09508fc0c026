/** What the traveller reads next to the card fields after the bank refused the card. */
export interface DeclineExplanation {
  /** Stripe's reason in its own words (the spec's fallback when there is none). */
  reason: string;
  /** What to do now, in plain words; empty when the reason is not a known bank answer. */
  advice: string;
  /**
   * Whether the card stays in Stripe's Element. A card the bank will refuse again is cleared
   * (another card goes in, the cursor on its number); a card with a detail to correct, or a
   * bank that could not answer, is kept as typed.
   */
  keepCard: boolean;
}

const NOTHING_CHARGED = 'Nothing was charged.';

// Stripe's decline messages (code → message: card_declined 'Your card was declined.', insufficient_funds
// 'Your card has insufficient funds.', expired_card 'Your card has expired.', incorrect_cvc "Your card's
// security code is incorrect.", processing_error 'An error occurred while processing your card…').
const RULES: { matches: RegExp; advice: string; keepCard: boolean }[] = [
  {
    matches: /insufficient funds/i,
    advice: `${NOTHING_CHARGED} Your bank says there is not enough money available on this card. Please use another card.`,
    keepCard: false,
  },
  {
    matches: /card has expired/i,
    advice: `${NOTHING_CHARGED} Check the expiry date on your card, or use another card.`,
    keepCard: true,
  },
  {
    matches: /security code is incorrect/i,
    advice: `${NOTHING_CHARGED} Check the 3 or 4 digit security code (CVC) on your card and try again.`,
    keepCard: true,
  },
  {
    matches: /error occurred while processing your card/i,
    advice: `${NOTHING_CHARGED} Your bank could not answer just now. Please try again in a few minutes.`,
    keepCard: true,
  },
  {
    matches: /unable to authenticate/i,
    advice: `${NOTHING_CHARGED} Your bank could not confirm the payment was yours. Please try again, or use another card.`,
    keepCard: false,
  },
  {
    matches: /declined/i,
    advice: `${NOTHING_CHARGED} Your bank refused this card without giving a reason. Please use another card, or ask your bank.`,
    keepCard: false,
  },
];

/** A card payment failure ('Card Payment Failed'), explained by its reason. */
export const explainDecline = (reason: string): DeclineExplanation => {
  const rule = RULES.find((candidate) => candidate.matches.test(reason));
  return rule ? { reason, advice: rule.advice, keepCard: rule.keepCard } : { reason, advice: '', keepCard: false };
};
