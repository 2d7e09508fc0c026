import { classifyBookingError } from './classifyBookingError';

const kindOf = (...args: Parameters<typeof classifyBookingError>) => classifyBookingError(...args).kind;

describe('classifyBookingError', () => {
  describe('booking answers', () => {
    test.each([
      [{ status: 410, code: 'OFFER_EXPIRED', message: 'Gone' }, 'expired'],
      [{ status: 400, message: 'The offer has expired' }, 'expired'],
      [{ status: 422, code: 'OFFER_NO_LONGER_AVAILABLE', message: 'Offer no longer available' }, 'expired'],
      [{ status: 402, code: 'CARD_DECLINED', message: 'Your card was declined.' }, 'payment'],
      [{ status: 402, code: 'PAYMENT_FAILED', message: 'Insufficient funds' }, 'payment'],
      [{ status: 400, message: 'Payment could not be authorized' }, 'payment'],
      [{ status: 400, message: 'Invalid card' }, 'payment'],
      [{ status: 404, message: 'Resource not found' }, 'payment'],
      [{ status: 402, code: 'CARD_DECLINED', message: 'Your card has expired.' }, 'payment'],
      [{ status: 400, message: 'Your card has expired.' }, 'payment'],
      [{ status: 409, code: 'PRICE_CHANGED', message: 'The price changed to 480.00 USD' }, 'price-changed'],
      [
        {
          status: 409,
          code: 'OFFER_SOLD_OUT',
          message: 'This flight is sold out. Nothing was charged. Please choose another flight.',
        },
        'sold-out',
      ],
      [{ status: 500, code: 'INTERNAL', message: 'Order service unavailable' }, 'failed'],
      [{ status: 500 }, 'failed'],
    ])('%p is %s', (failure, kind) => expect(kindOf(failure)).toBe(kind));

    test('titles and descriptions', () => {
      expect(classifyBookingError({ status: 402, code: 'CARD_DECLINED', message: 'Your card was declined.' })).toEqual({
        kind: 'payment',
        title: 'Card Payment Failed',
        description: 'Your card was declined.',
      });
      expect(classifyBookingError({ status: 409, code: 'PRICE_CHANGED', message: 'The price changed' })).toEqual({
        kind: 'price-changed',
        title: 'Booking Failed',
        description: 'The price changed',
      });
      expect(classifyBookingError({ status: 500 })).toEqual({
        kind: 'failed',
        title: 'Booking Failed',
        description: 'Something went wrong. Please try again.',
      });
      expect(classifyBookingError({ code: 'OFFER_EXPIRED' }).title).toBe('Flight Offer Expired');
      expect(classifyBookingError({ status: 409, code: 'OFFER_SOLD_OUT' })).toEqual({
        kind: 'sold-out',
        title: 'Flight Sold Out',
        description: 'This flight is sold out. Nothing was charged. Please choose another flight.',
      });
    });
  });

  describe('in the payment step', () => {
    test.each([
      [{ message: 'Offer expired' }, 'expired'],
      [{ message: 'Offer does not exist' }, 'expired'],
      [{ status: 'FETCH_ERROR', message: 'Failed to fetch' }, 'payment-error'],
      [{ message: 'Card declined' }, 'payment-error'],
    ])('%p is %s', (failure, kind) => expect(kindOf(failure, 'payment')).toBe(kind));

    test("anything else is a 'Payment Error' with the message", () => {
      expect(classifyBookingError({ message: 'Gateway timeout' }, 'payment')).toEqual({
        kind: 'payment-error',
        title: 'Payment Error',
        description: 'Gateway timeout',
      });
    });
  });
});
