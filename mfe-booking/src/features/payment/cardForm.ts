import { CARD_ERROR_TITLES, type CardDetailsInput, type FieldErrors } from '@portal/platform';

export const EMPTY_CARD: CardDetailsInput = { number: '', expiryMonth: '', expiryYear: '', cvv: '', holderName: '' };

const FIELD_ORDER = ['number', 'expiryMonth', 'cvv', 'holderName'] as const;

/** The toast for an invalid card: the first problem in screen order, with the spec's title (§5). */
export const firstCardProblem = (errors: FieldErrors<CardDetailsInput>): { title: string; description: string } | null => {
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return { title: CARD_ERROR_TITLES[field], description: message };
  }
  return null;
};
