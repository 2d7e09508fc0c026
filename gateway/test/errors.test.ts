import request from 'supertest';
import { apiErrorSchema } from '@portal/platform-common/contracts';
import { createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('error answers', () => {
  test('when the JSON body is malformed, then 400 INVALID_JSON', async () => {
    const agent = request.agent(t.app);
    const token = await csrfToken(agent);

    const res = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .set('Content-Type', 'application/json')
      .send('{"username": "admin",')
      .expect(400);

    expect(res.body).toEqual({ message: 'The request body is not valid JSON', error: 'INVALID_JSON' });
  });

  test('when the body is over 100 kB, then 413 PAYLOAD_TOO_LARGE', async () => {
    const agent = request.agent(t.app);
    const token = await csrfToken(agent);

    const res = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ username: 'a', password: 'x'.repeat(110_000) })
      .expect(413);

    expect(res.body).toEqual({ message: 'The request body is too large', error: 'PAYLOAD_TOO_LARGE' });
  });

  test('when an unknown /api path is requested, then 404 JSON NOT_FOUND', async () => {
    const res = await request(t.app).get('/api/no-such-thing').set('Accept', 'text/html').expect(404);

    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: 'Not found', error: 'NOT_FOUND' });
  });

  test("when any error answer is sent, then it has the contract's { message, error } shape", async () => {
    const res = await request(t.app).get('/api/auth/user').expect(401);

    expect(apiErrorSchema.safeParse(res.body).success).toBe(true);
  });

  test('when a request id is given, then it is echoed; when unsafe, a new one is made', async () => {
    const kept = await request(t.app).get('/api/health').set('X-Request-Id', 'abc-123');
    const replaced = await request(t.app).get('/api/health').set('X-Request-Id', 'not a safe id <script>');

    expect(kept.headers['x-request-id']).toBe('abc-123');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('when any answer is sent, then Express is not advertised and the security headers are set', async () => {
    const res = await request(t.app).get('/api/health');

    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('malformed addresses', () => {
  test('when a path parameter is not valid percent-encoding, then 400 BAD_REQUEST, not a 500', async () => {
    const res = await request(t.app).get('/api/brands/%E0%A4%A').expect(400);

    expect(res.body).toEqual({ message: 'Bad Request', error: 'BAD_REQUEST' });
  });
});
