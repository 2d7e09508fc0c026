import { waitFor } from '@testing-library/react';
import { createPortalStore, forgetCsrfToken, sessionApi } from '@portal/platform';
import { json, mockGateway } from '@portal/platform/testing';
import { tripsApi } from './tripsApi';

beforeEach(() => forgetCsrfToken());

describe('tripsApi', () => {
  test('a signed-out visitor has an empty trips list', async () => {
    mockGateway({ 'GET /api/bookings': () => json({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' }, 401) });
    const store = createPortalStore();
    const answer = await store.dispatch(tripsApi.endpoints.getBookings.initiate());
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
    expect((await store.dispatch(tripsApi.endpoints.getBookings.initiate())).data).toEqual([record]);
    expect((await store.dispatch(tripsApi.endpoints.getBooking.initiate('bk_1'))).data).toEqual(record);
    expect((await store.dispatch(tripsApi.endpoints.cancelBooking.initiate('bk_1'))).data?.status).toBe('cancelled');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/bookings/bk_1/cancel');
  });

  test('a list or a booking its contract refuses is a failed load, not trips', async () => {
    mockGateway({
      'GET /api/bookings': () => json([{ id: 'bk_1', status: 'refunded', totalAmount: null }]),
      'GET /api/bookings/bk_1': () => json({ id: 'bk_1', status: 'confirmed' }),
    });
    const store = createPortalStore();
    const list = await store.dispatch(tripsApi.endpoints.getBookings.initiate());
    expect(list.data).toBeUndefined();
    expect(list.error).toMatchObject({
      status: 'PARSING_ERROR',
      error: expect.stringMatching(/does not match its contract/),
    });
    const one = await store.dispatch(tripsApi.endpoints.getBooking.initiate('bk_1'));
    expect(one.data).toBeUndefined();
    expect(one.isError).toBe(true);
  });

  test("signing out through the platform's session calls marks this module's trips stale: they are asked for again", async () => {
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/bookings': () => json([]),
      'POST /api/auth/logout': () => json({ success: true }),
    });
    const store = createPortalStore();
    const listed = () => calls.filter((call) => call.method === 'GET' && call.path === '/api/bookings').length;
    store.dispatch(tripsApi.endpoints.getBookings.initiate());
    await waitFor(() => expect(listed()).toBe(1));

    await store.dispatch(sessionApi.endpoints.logout.initiate());

    await waitFor(() => expect(listed()).toBe(2));
  });
});
