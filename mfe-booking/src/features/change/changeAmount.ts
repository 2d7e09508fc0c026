import { formatTotal, type BookingChangeOffer } from '@portal/platform';

/** What the card does with a change offer, in one line: 'You pay $42.00', 'You get back $18.50', 'No price difference'. */
export const amountLine = (offer: Pick<BookingChangeOffer, 'direction' | 'amount' | 'currency'>): string => {
  if (offer.direction === 'pay') return `You pay ${formatTotal(offer.amount, offer.currency)}`;
  if (offer.direction === 'refund') return `You get back ${formatTotal(offer.amount, offer.currency)}`;
  return 'No price difference';
};

const isZero = (amount: string) => Number(amount) === 0;

/** What the amount is made of: the airline's change fee, and our fee (waived within 24 hours of booking). */
export const amountParts = (offer: BookingChangeOffer): string[] => [
  isZero(offer.penaltyAmount)
    ? 'No airline change fee'
    : `Includes the airline's change fee of ${formatTotal(offer.penaltyAmount, offer.currency)}`,
  offer.freeChangeWindow
    ? 'No service fee: free change within 24 hours of booking'
    : isZero(offer.serviceFeeAmount)
      ? 'No service fee'
      : `Includes our service fee of ${formatTotal(offer.serviceFeeAmount, offer.currency)}`,
];

/** The confirm button's words for the offer. */
export const confirmLabel = (offer: Pick<BookingChangeOffer, 'direction' | 'amount' | 'currency'>): string =>
  offer.direction === 'pay' ? `Pay ${formatTotal(offer.amount, offer.currency)} and Change Booking` : 'Confirm Change';
