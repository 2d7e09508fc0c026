import request from 'supertest';
import { roundTrip } from '../../../test/flightStories';
import {
  controlsHeader,
  createTestApp,
  csrfToken,
  SETUP_TIMEOUT_MS,
  signInAsAdmin,
  type TestApp,
} from '../../../test/testApp';
import { signInAs } from '../../../test/users';
import { SANDBOX_CONTROLS_BLOCK_LIVE } from '../admin/admin.service';
import { CONTROLS_TOKEN_HEADER } from './controlsAccess';

// Who may use the sandbox controls; what the controls do is in sandbox.test.ts.
describe('with SANDBOX_CONTROLS=on and the sandboxes in use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  describe('who may use the controls', () => {
    const clockNow = () => t.providers.duffel.sandbox?.clock.now().getTime() ?? 0;

    test('a visitor with a CSRF token but no sign-in is 401, and the clock does not move', async () => {
      const agent = request.agent(t.app);
      const token = await csrfToken(agent);
      const before = clockNow();

      const res = await agent
        .post('/api/sandbox/clock')
        .set('X-CSRF-Token', token)
        .send({ advanceMinutes: 600 })
        .expect(401);
      await agent.get('/api/sandbox/stats').expect(401);
      await agent
        .post('/api/sandbox/faults')
        .set('X-CSRF-Token', token)
        .send({ provider: 'duffel', operation: '*', kind: 'drop', rate: 1 })
        .expect(401);
      await agent.post('/api/sandbox/checkout-jobs').set('X-CSRF-Token', token).send({}).expect(401);

      expect(res.body.error).toBe('NOT_AUTHENTICATED');
      expect(clockNow() - before).toBeLessThan(600 * 60_000);
      expect((await request(t.app).get('/api/sandbox/faults').set(controlsHeader(t)).expect(200)).body.rules).toEqual(
        [],
      );
    });

    test('a signed-in traveller is 403', async () => {
      const { agent, token } = await signInAs(t, 'sandbox-curious', ['traveller']);

      await agent.get('/api/sandbox/stats').expect(403);
      const res = await agent
        .post('/api/sandbox/faults')
        .set('X-CSRF-Token', token)
        .send({ provider: 'duffel', operation: '*', kind: 'drop', rate: 1 })
        .expect(403);

      expect(res.body.error).toBe('FORBIDDEN');
    });

    test('an admin may, with the CSRF token like any other change; without it 403', async () => {
      const agent = request.agent(t.app);
      const token = await signInAsAdmin(agent);

      await agent.get('/api/sandbox/stats').expect(200);
      await agent.post('/api/sandbox/clock').send({ advanceMinutes: 0 }).expect(403);
      await agent.post('/api/sandbox/clock').set('X-CSRF-Token', token).send({ advanceMinutes: 0 }).expect(200);
    });

    test('a harness with SANDBOX_CONTROLS_TOKEN may, without a session or CSRF token; a wrong token is 401', async () => {
      await request(t.app).post('/api/sandbox/clock').set(controlsHeader(t)).send({ advanceMinutes: 0 }).expect(200);

      const wrong = await request(t.app)
        .get('/api/sandbox/stats')
        .set(CONTROLS_TOKEN_HEADER, `${t.config.sandboxControlsToken}x`)
        .expect(401);
      expect(wrong.body.error).toBe('SANDBOX_CONTROLS_TOKEN_INVALID');
      // A wrong token never stands in for CSRF: a session caller without its token is refused first.
      await request(t.app)
        .post('/api/sandbox/clock')
        .set(CONTROLS_TOKEN_HEADER, 'guess')
        .send({ advanceMinutes: 0 })
        .expect(403);
    });

    test('the token opens the controls only: other routes still need their session and CSRF token', async () => {
      const res = await request(t.app)
        .post('/api/flights/search')
        .set(controlsHeader(t))
        .send(roundTrip(t, 'JFK', 'CDG'))
        .expect(403);

      expect(res.body.error).toBe('CSRF_INVALID');
    });

    test('an admin cannot switch to live mode while the controls are on: 409 with the reason', async () => {
      const agent = request.agent(t.app);
      const token = await signInAsAdmin(agent);

      const res = await agent
        .post('/api/admin/settings')
        .set('X-CSRF-Token', token)
        .send({ enableLiveMode: true })
        .expect(409);

      expect(res.body).toEqual({ error: 'SANDBOX_CONTROLS_ON', message: SANDBOX_CONTROLS_BLOCK_LIVE });
      expect((await request(t.app).get('/api/system/mode').expect(200)).body.mode).toBe('test');
    });
  });
});
