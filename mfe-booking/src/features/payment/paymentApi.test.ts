import { createPortalStore, forgetCsrfToken } from '@portal/platform';
import { json, mockGateway } from '@portal/platform/testing';
import { paymentApi, type PaymentMethodBooking } from './paymentApi';

const result = {
  id: 'bk_1',
  status: 'confirmed',
  duffelBookingId: 'ord_0000abcd1234',
  bookingReference: 'ORD_0000',
  totalAmount: '475.00',
  totalCurrency: 'USD',
  accountCreated: false,
  accountInfo: null,
  attachedToExistingAccount: false,
  emailContent: null,
};
const booking: PaymentMethodBooking = {
  offerId: 'off_1',
  passengers: [
    { type: 'adult', title: 'ms', firstName: 'Jane', lastName: 'Doe', gender: 'female', dateOfBirth: '1990-01-01' },
  ],
  seats: [],
  paymentDetails: { amount: '475.00', currency: 'USD', paymentMethodId: 'pm_card_visa' },
};

beforeEach(() => forgetCsrfToken());

describe('paymentApi', () => {
  test('POST /api/bookings sends the body, the CSRF token and the Idempotency-Key, and parses the result', async () => {
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/bookings': () => json(result, 201),
    });
    const store = createPortalStore();
    const answer = await store.dispatch(
      paymentApi.endpoints.placeBooking.initiate({ idempotencyKey: 'key-1', booking }),
    );
    expect(answer.data).toEqual({ kind: 'booked', result });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual(booking);
    expect(post?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(post?.headers.get('X-CSRF-Token')).toBe('t');
  });

  test('a 401 comes back as a failure, never as a fake success: the portal does not report a payment it did not make', async () => {
    mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/bookings': () => json({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' }, 401),
    });
    const store = createPortalStore();
    const answer = await store.dispatch(paymentApi.endpoints.placeBooking.initiate({ idempotencyKey: 'k', booking }));
    expect(answer.data).toBeUndefined();
    expect(answer.error).toMatchObject({ status: 401 });
  });
});
