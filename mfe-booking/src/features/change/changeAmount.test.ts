import type { BookingChangeOffer } from '@portal/platform';
import { amountLine, amountParts, confirmLabel } from './changeAmount';

const offer = (overrides: Partial<BookingChangeOffer> = {}): BookingChangeOffer => ({
  changeOfferId: 'chg_1',
  slices: [],
  direction: 'pay',
  amount: '42.00',
  currency: 'USD',
  penaltyAmount: '0.00',
  serviceFeeAmount: '0.00',
  freeChangeWindow: true,
  expiresAt: '2026-12-01T10:30:00.000Z',
  ...overrides,
});

test('what the card does, in one line, and on the button', () => {
  expect(amountLine(offer())).toBe('You pay $42.00');
  expect(confirmLabel(offer())).toBe('Pay $42.00 and Change Booking');
  expect(amountLine(offer({ direction: 'refund', amount: '18.50' }))).toBe('You get back $18.50');
  expect(confirmLabel(offer({ direction: 'refund', amount: '18.50' }))).toBe('Confirm Change');
  expect(amountLine(offer({ direction: 'none', amount: '0.00' }))).toBe('No price difference');
});

test("what the amount is made of: the airline's fee, and ours unless the change is in the free window", () => {
  expect(amountParts(offer({ penaltyAmount: '75.00' }))).toEqual([
    "Includes the airline's change fee of $75.00",
    'No service fee: free change within 24 hours of booking',
  ]);
  expect(amountParts(offer({ freeChangeWindow: false, serviceFeeAmount: '15.00' }))).toEqual([
    'No airline change fee',
    'Includes our service fee of $15.00',
  ]);
});
