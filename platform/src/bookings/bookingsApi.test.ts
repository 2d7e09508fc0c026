import { createPortalStore } from '../store/store';
import { forgetCsrfToken } from '../api/csrfBaseQuery';
import { json, mockGateway } from '../testing/mockGateway';
import { bookingsApi } from './bookingsApi';

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
const card = { number: '4242424242424242', expiryMonth: '12', expiryYear: '30', cvv: '123', holderName: 'Jane Doe' };
const booking = {
  offerId: 'off_1',
  passengers: [
    {
      type: 'adult' as const,
      title: 'ms' as const,
      firstName: 'Jane',
      lastName: 'Doe',
      gender: 'female' as const,
      dateOfBirth: '1990-01-01',
    },
  ],
  seats: [],
  paymentDetails: { amount: '475.00', currency: 'USD', cardDetails: card },
};

beforeEach(() => forgetCsrfToken());

describe('bookingsApi', () => {
  test('POST /api/bookings sends the body, the CSRF token and the Idempotency-Key, and parses the result', async () => {
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/bookings': () => json(result, 201),
    });
    const store = createPortalStore();
    const answer = await store.dispatch(
      bookingsApi.endpoints.createBooking.initiate({ idempotencyKey: 'key-1', booking }),
    );
    expect(answer.data).toEqual(result);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual(booking);
    expect(post?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(post?.headers.get('X-CSRF-Token')).toBe('t');
  });

  test('process-card reports a 401 as a failure, never as a fake success', async () => {
    mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/payments/process-card': () => json({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' }, 401),
    });
    const store = createPortalStore();
    const answer = await store.dispatch(
      bookingsApi.endpoints.processCard.initiate({
        idempotencyKey: 'k',
        payment: { amount: '10.00', currency: 'USD', cardDetails: card },
      }),
    );
    expect(answer.data).toBeUndefined();
    expect(answer.error).toMatchObject({ status: 401 });
  });

  test('a signed-out visitor has an empty trips list', async () => {
    mockGateway({ 'GET /api/bookings': () => json({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' }, 401) });
    const store = createPortalStore();
    const answer = await store.dispatch(bookingsApi.endpoints.getBookings.initiate());
    expect(answer.data).toEqual([]);
  });

  test('lists, reads and cancels bookings, keeping the fields the list adds', async () => {
    const record = {
      id: 'bk_1',
      status: 'confirmed',
      bookingReference: 'ABCD1234',
      totalAmount: '475.00',
      totalCurrency: 'USD',
      route: 'JFK → LHR',
    };
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/bookings': () => json([record]),
      'GET /api/bookings/bk_1': () => json(record),
      'POST /api/bookings/bk_1/cancel': () => json({ ...record, status: 'cancelled' }),
    });
    const store = createPortalStore();
    expect((await store.dispatch(bookingsApi.endpoints.getBookings.initiate())).data).toEqual([record]);
    expect((await store.dispatch(bookingsApi.endpoints.getBooking.initiate('bk_1'))).data).toEqual(record);
    expect((await store.dispatch(bookingsApi.endpoints.cancelBooking.initiate('bk_1'))).data?.status).toBe('cancelled');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/bookings/bk_1/cancel');
  });
});
