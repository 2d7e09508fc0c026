import { createPortalStore } from '@portal/platform';
import { json, mockGateway } from '@portal/platform/testing';
import { adminApi } from './adminApi';

const settings = {
  enableLiveMode: false,
  duffelApiConfigured: true,
  stripeConfigured: false,
  environment: 'test',
  deployment: 'production',
};
const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'token-1' }) };

describe('adminApi', () => {
  test('GET /api/admin/settings is parsed with the contract', async () => {
    mockGateway({ 'GET /api/admin/settings': () => json(settings) });
    const store = createPortalStore();

    const result = await store.dispatch(adminApi.endpoints.getAdminSettings.initiate());

    expect(result.data).toEqual(settings);
  });

  test('an answer outside the contract is an error, not data', async () => {
    mockGateway({ 'GET /api/admin/settings': () => json({ ...settings, environment: 'staging' }) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createPortalStore();

    const result = await store.dispatch(adminApi.endpoints.getAdminSettings.initiate());

    expect(result.data).toBeUndefined();
    expect(result.error).toBeDefined();
    logged.mockRestore();
  });

  test('the privilege check and the mode change are POSTs with the CSRF token, in that order', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/admin/login': () => json({ success: true, message: 'Admin privileges verified' }),
      'POST /api/admin/settings': () => json({ ...settings, enableLiveMode: true, environment: 'live' }),
    });
    const store = createPortalStore();

    const verified = await store.dispatch(adminApi.endpoints.verifyAdmin.initiate());
    const saved = await store.dispatch(adminApi.endpoints.updateAdminSettings.initiate({ enableLiveMode: true }));

    expect(verified.data).toEqual({ success: true, message: 'Admin privileges verified' });
    expect(saved.data?.environment).toBe('live');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body, call.headers.get('X-CSRF-Token')])).toEqual([
      ['/api/admin/login', {}, 'token-1'],
      ['/api/admin/settings', { enableLiveMode: true }, 'token-1'],
    ]);
  });

  test('a brand change refetches the brand list', async () => {
    let listed = 0;
    const { calls } = mockGateway({
      ...csrf,
      'GET /api/admin/brands': () => {
        listed += 1;
        return json([]);
      },
      'DELETE /api/admin/brands/sunjet.travel': () => new Response(null, { status: 204 }),
    });
    const store = createPortalStore();
    store.dispatch(adminApi.endpoints.getAdminBrands.initiate());
    await store.dispatch(adminApi.endpoints.getAdminBrands.initiate());

    await store.dispatch(adminApi.endpoints.deleteBrand.initiate('sunjet.travel'));

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listed).toBe(2);
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/admin/brands/sunjet.travel');
  });

  test('the audit log is asked for by page and limit', async () => {
    const { calls } = mockGateway({
      'GET /api/admin/audit': () => json({ page: 3, limit: 10, total: 25, entries: [] }),
    });
    const store = createPortalStore();

    const result = await store.dispatch(adminApi.endpoints.getAdminAudit.initiate({ page: 3, limit: 10 }));

    expect(result.data).toEqual({ page: 3, limit: 10, total: 25, entries: [] });
    expect(calls[0]?.path).toBe('/api/admin/audit?page=3&limit=10');
  });

  test('recent bookings are asked for by limit and optional status, and parsed with the contract', async () => {
    const booking = {
      id: 'b1',
      reference: null,
      status: 'failed',
      step: 'fail',
      outcome: 'PAYMENT_FAILED',
      reason: 'Your card was declined.',
      user: null,
      totalAmount: '512.30',
      totalCurrency: 'USD',
      createdAt: '2026-03-04T10:30:00.000Z',
      updatedAt: '2026-03-04T10:30:01.000Z',
      stuck: false,
    };
    const { calls } = mockGateway({ 'GET /api/admin/bookings': () => json({ bookings: [booking], total: 1 }) });
    const store = createPortalStore();

    const all = await store.dispatch(adminApi.endpoints.getAdminBookings.initiate({}));
    await store.dispatch(adminApi.endpoints.getAdminBookings.initiate({ limit: 50, status: 'failed' }));

    expect(all.data).toEqual({ bookings: [booking], total: 1 });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/admin/bookings?limit=25',
      '/api/admin/bookings?limit=50&status=failed',
    ]);
  });
});
