import type request from 'supertest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import type { SignedIn } from '../../../test/users';
import { adminRoutesOf, brandFixture, roleAgents } from './adminTestKit';

let t: TestApp;
let as: Awaited<ReturnType<typeof roleAgents>>;
beforeAll(async () => {
  t = await createTestApp();
  as = await roleAgents(t, 'matrix');
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface AdminCall {
  route: string;
  method: Method;
  path: string;
  body?: object;
  /** What an admin gets: the route works. */
  adminStatus: number;
}

/** Every admin route, in an order in which each works for an admin (create before delete). */
const CALLS: AdminCall[] = [
  { route: 'GET /api/admin/settings', method: 'GET', path: '/api/admin/settings', adminStatus: 200 },
  {
    route: 'POST /api/admin/settings',
    method: 'POST',
    path: '/api/admin/settings',
    body: { enableLiveMode: false },
    adminStatus: 200,
  },
  { route: 'POST /api/admin/login', method: 'POST', path: '/api/admin/login', body: {}, adminStatus: 200 },
  { route: 'GET /api/admin/audit', method: 'GET', path: '/api/admin/audit?page=1&limit=5', adminStatus: 200 },
  { route: 'GET /api/admin/bookings', method: 'GET', path: '/api/admin/bookings?limit=5', adminStatus: 200 },
  { route: 'GET /api/admin/outbox', method: 'GET', path: '/api/admin/outbox?page=1&limit=5', adminStatus: 200 },
  // An id no message has: the admin reaches the route, which answers that the outbox has no such e-mail.
  {
    route: 'GET /api/admin/outbox/:id',
    method: 'GET',
    path: '/api/admin/outbox/00000000-0000-4000-8000-000000000000',
    adminStatus: 404,
  },
  { route: 'GET /api/admin/remotes', method: 'GET', path: '/api/admin/remotes', adminStatus: 200 },
  // A module that kept no previous release: the admin reaches the rollback, which refuses it.
  {
    route: 'POST /api/admin/remotes/:name/rollback',
    method: 'POST',
    path: '/api/admin/remotes/mfe_booking/rollback',
    body: {},
    adminStatus: 409,
  },
  { route: 'GET /api/admin/brands', method: 'GET', path: '/api/admin/brands', adminStatus: 200 },
  {
    route: 'POST /api/admin/brands',
    method: 'POST',
    path: '/api/admin/brands',
    body: brandFixture('matrix.example'),
    adminStatus: 201,
  },
  { route: 'GET /api/admin/brands/:key', method: 'GET', path: '/api/admin/brands/matrix.example', adminStatus: 200 },
  {
    route: 'PUT /api/admin/brands/:key',
    method: 'PUT',
    path: '/api/admin/brands/matrix.example',
    body: brandFixture('matrix.example', { name: 'Matrix Renamed' }),
    adminStatus: 200,
  },
  {
    route: 'DELETE /api/admin/brands/:key',
    method: 'DELETE',
    path: '/api/admin/brands/matrix.example',
    adminStatus: 204,
  },
];

const send = ({ agent, token }: SignedIn, { method, path, body }: AdminCall, withToken = true): request.Test => {
  const call = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
  if (withToken && method !== 'GET') call.set('X-CSRF-Token', token);
  return body ? call.send(body) : call;
};

describe('the admin route matrix', () => {
  test("when the app's routes are listed, then every /api/admin route is in this matrix", () => {
    expect(adminRoutesOf(t.app)).toEqual(CALLS.map((call) => call.route).sort());
  });

  describe.each(CALLS)('$route', (call) => {
    test('when a guest calls it, then 401 NOT_AUTHENTICATED', async () => {
      const res = await send(as.guest, call).expect(401);
      expect(res.body).toEqual({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' });
    });

    test.each(['traveller', 'editor'] as const)('when a %s calls it, then 403 FORBIDDEN', async (role) => {
      const res = await send(as[role], call).expect(403);
      expect(res.body.error).toBe('FORBIDDEN');
    });

    if (call.method !== 'GET') {
      test('when an admin calls it without the CSRF token, then 403 CSRF_INVALID and nothing happens', async () => {
        const res = await send(as.admin, call, false).expect(403);
        expect(res.body.error).toBe('CSRF_INVALID');
      });
    }

    test(`when an admin calls it, then ${call.adminStatus}`, async () => {
      await send(as.admin, call).expect(call.adminStatus);
    });
  });

  test('when an admin address does not exist, then guests still get 401 and non-admins 403 (no route list leaks); admins get 404', async () => {
    const unknown: AdminCall = { route: '', method: 'GET', path: '/api/admin/bookings-export', adminStatus: 404 };

    await send(as.guest, unknown).expect(401);
    await send(as.traveller, unknown).expect(403);
    await send(as.editor, unknown).expect(403);
    await send(as.admin, unknown).expect(404);
  });
});
