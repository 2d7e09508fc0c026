import request from 'supertest';
import { loadConfig } from '../../src/config';
import { getModels } from '../../src/db/models';
import { createLogger } from '../../src/http/logger';
import { CONTROLS_IN_LIVE_MODE } from '../../src/modules/sandboxControls/startupCheck';
import { createDuffelSandboxHost } from '../../src/composition/duffelSandboxHost';
import { duffelSandboxAt } from '../flightStories';
import { runRefusedGateway, runScript } from '../support/gatewayProcess';
import { controlsHeader, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { signInAs } from '../users';
import { sessionFor } from './cast';
import { apiRoutes, concretePath } from './routeTable';

/**
 * The outside test's findings 2 and 3: the Duffel sandbox (every test order's travellers) was
 * served on the public gateway to any duffel_test_ token, the Stripe sandbox took any sk_test_
 * key, and the sandbox controls needed no sign-in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const GUESSED_DUFFEL = { Authorization: 'Bearer duffel_test_x', 'Duffel-Version': 'v2' };

describe('the Duffel sandbox is not served to browsers or outsiders', () => {
  test('when anyone asks the public gateway for /sandbox/duffel/, with any token (even the right one), then nothing Duffel-like answers', async () => {
    const sandbox = duffelSandboxAt(t);
    for (const headers of [GUESSED_DUFFEL, sandbox.headers]) {
      for (const path of [
        '/sandbox/duffel/air/orders',
        '/sandbox/duffel/air/offers/off_0000000000000000',
        '/sandbox/duffel/air/order_cancellations',
      ]) {
        const res = await request(t.app).get(path).set(headers);

        expect(res.status).toBe(404);
        expect(res.body?.data).toBeUndefined();
        expect(res.body?.errors).toBeUndefined();
      }
    }
    const cancel = await request(t.app)
      .post('/sandbox/duffel/air/order_cancellations')
      .set(GUESSED_DUFFEL)
      .send({ data: { order_id: 'ord_x' } });
    expect(cancel.body?.errors).toBeUndefined();
  });

  test('it listens on loopback only, where the gateway itself reaches it', () => {
    expect(duffelSandboxAt(t).origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test("when a caller guesses a test token (duffel_test_x, the old fixed one), then Duffel's 401 and no orders", async () => {
    const sandbox = duffelSandboxAt(t);
    for (const guess of ['duffel_test_x', 'duffel_test_sandbox', `${sandbox.token}x`, sandbox.token.toUpperCase()]) {
      const res = await request(sandbox.origin)
        .get('/air/orders')
        .set({ ...sandbox.headers, Authorization: `Bearer ${guess}` });

      expect(res.status).toBe(401);
      expect(res.body.errors[0]).toMatchObject({ type: 'authentication_error', code: 'access_token_not_found' });
      expect(res.body.data).toBeUndefined();
    }
    await request(sandbox.origin).get('/air/orders').set(sandbox.headers).expect(200);
  });

  test('its token is random per process unless SANDBOX_DUFFEL_TOKEN sets one', () => {
    const logger = createLogger('silent');
    const [a, b] = [createDuffelSandboxHost({ port: 0, logger }), createDuffelSandboxHost({ port: 0, logger })];
    const configured = createDuffelSandboxHost({ port: 0, logger, token: 'duffel_test_configured_0123456789' });

    expect(a.token).toMatch(/^duffel_test_[0-9a-f]{48}$/);
    expect(a.token).not.toBe(b.token);
    expect(configured.token).toBe('duffel_test_configured_0123456789');
  });
});

describe('the Stripe sandbox takes only its own key', () => {
  test("when a caller guesses a test key (sk_test_x, the old fixed one), then Stripe's 401; the portal's own payments still reach it", async () => {
    const payments = await t.providers.stripe.forMode('test');
    const sandbox = t.providers.stripe.sandbox;
    if (!sandbox) throw new Error('test payments should run on the in-process Stripe sandbox');

    for (const guess of ['sk_test_x', 'sk_test_portal_sandbox', 'rk_test_x']) {
      const res = await request(sandbox.app).get('/v1/payment_intents').set('Authorization', `Bearer ${guess}`);

      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({
        type: 'invalid_request_error',
        message: expect.stringMatching(/^Invalid API Key provided: /),
      });
    }
    expect(sandbox.key).toMatch(/^sk_test_[0-9a-f]{48}$/);
    expect(await payments.findByMetadata('booking_id', 'nobody')).not.toBe('unknown');
  });

  test('the standalone Stripe sandbox (compose, Kubernetes) refuses to start without SANDBOX_STRIPE_KEY, or with a guessable one', async () => {
    for (const [key, expected] of [
      [undefined, 'SANDBOX_STRIPE_KEY is required'],
      ['sk_test_x', 'SANDBOX_STRIPE_KEY must be sk_test_ followed by 16 or more'],
    ] as const) {
      const env: NodeJS.ProcessEnv = { ...process.env, SANDBOX_STRIPE_PORT: '0', SANDBOX_STRIPE_KEY: key };
      if (key === undefined) delete env.SANDBOX_STRIPE_KEY;
      const { code, output } = await runScript('sandboxes/stripe/src/main.ts', env);

      expect(code).toBe(1);
      expect(output).toContain(expected);
      expect(output).toContain('The Stripe sandbox did not start.');
    }
  }, 60_000);

  test('the standalone Duffel sandbox refuses to start without SANDBOX_DUFFEL_TOKEN, or with a guessable one', async () => {
    for (const [token, expected] of [
      [undefined, 'SANDBOX_DUFFEL_TOKEN is required'],
      ['duffel_test_x', 'SANDBOX_DUFFEL_TOKEN must be duffel_test_ followed by 16 or more'],
    ] as const) {
      const env: NodeJS.ProcessEnv = { ...process.env, SANDBOX_DUFFEL_PORT: '0', SANDBOX_DUFFEL_TOKEN: token };
      if (token === undefined) delete env.SANDBOX_DUFFEL_TOKEN;
      const { code, output } = await runScript('sandboxes/duffel/src/main.ts', env);

      expect(code).toBe(1);
      expect(output).toContain(expected);
      expect(output).toContain('The Duffel sandbox did not start.');
    }
  }, 60_000);
});

describe('the sandbox controls need an admin (or the harness token)', () => {
  test('when a visitor or a signed-in traveller calls any control route, then 401 / 403, whatever the CSRF token', async () => {
    const controls = apiRoutes(t.app).filter((route) => route.path.startsWith('/api/sandbox/'));
    const guest = await sessionFor(t, 'guest');
    const traveller = await signInAs(t, 'controls-curious', ['traveller']);
    const wrong: string[] = [];

    for (const route of controls) {
      const path = concretePath(route.path);
      const method = route.method.toLowerCase() as 'get' | 'post' | 'delete';
      const body = { advanceMinutes: 600, provider: 'duffel', operation: '*', kind: 'drop', rate: 1 };
      const asGuest = await guest.send(route.method, path, { body });
      const asTraveller = await traveller.agent[method](path).set('X-CSRF-Token', traveller.token).send(body);
      if (asGuest.status !== 401) wrong.push(`${route.method} ${path} as a visitor: ${asGuest.status}`);
      if (asTraveller.status !== 403) wrong.push(`${route.method} ${path} as a traveller: ${asTraveller.status}`);
    }

    expect(controls.length).toBeGreaterThanOrEqual(7);
    expect(wrong).toEqual([]);
    expect((await request(t.app).get('/api/sandbox/faults').set(controlsHeader(t)).expect(200)).body.rules).toEqual([]);
  });
});

describe('the gateway refuses to start with the controls where they must not be', () => {
  test('when SANDBOX_CONTROLS=on with NODE_ENV=production, then the configuration is refused, naming the variable', async () => {
    expect(() =>
      loadConfig({ SESSION_SECRET: 'x'.repeat(32), SANDBOX_CONTROLS: 'on', NODE_ENV: 'production' }),
    ).toThrow(/SANDBOX_CONTROLS: .*NODE_ENV=production/);

    const { code, output } = await runRefusedGateway({
      NODE_ENV: 'production',
      SANDBOX_CONTROLS: 'on',
      SESSION_SECRET: 'x'.repeat(32),
      DATABASE_URL: t.databaseUrl,
    });

    expect(code).toBe(1);
    expect(output).toMatch(/SANDBOX_CONTROLS: .*cannot be on with NODE_ENV=production/);
    expect(output).toContain('The gateway did not start.');
  }, 60_000);

  test('when SANDBOX_CONTROLS=on and the stored mode is live, then it exits with 1 and says why', async () => {
    const { Setting } = getModels(t.sequelize);
    await Setting.upsert({ key: 'enableLiveMode', value: true });
    try {
      const { code, output } = await runRefusedGateway({
        SANDBOX_CONTROLS: 'on',
        SESSION_SECRET: 'x'.repeat(32),
        DATABASE_URL: t.databaseUrl,
      });

      expect(code).toBe(1);
      expect(output).toContain(CONTROLS_IN_LIVE_MODE);
      expect(output).toContain('The gateway did not start.');
    } finally {
      await Setting.destroy({ where: { key: 'enableLiveMode' } });
    }
  }, 90_000);
});
