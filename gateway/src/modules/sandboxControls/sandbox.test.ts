import request from 'supertest';
import { getModels } from '../../db/models';
import { browser, duffelSandboxAt, roundTrip } from '../../../test/flightStories';
import { controlsHeader, createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { endpointOf } from './sandboxStats';

describe('with SANDBOX_CONTROLS=on and the sandboxes in use', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A story below writes the mode straight into the database, as another replica would: read on every request.
    t = await createTestApp({ SANDBOX_CONTROLS: 'on', SETTINGS_CACHE_MS: '0' }, { listen: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('POST /api/sandbox/clock moves the one test clock', async () => {
    const b = await browser(t);
    const before = t.providers.duffel.sandbox?.clock.now().getTime() ?? 0;

    const res = await b.advanceClock(90);

    const moved = Date.parse(res.body.now) - before;
    expect(moved).toBeGreaterThanOrEqual(90 * 60_000);
    expect(moved).toBeLessThan(91 * 60_000);
  });

  test('POST /api/sandbox/clock without a number of minutes is 400', async () => {
    const res = await request(t.app)
      .post('/api/sandbox/clock')
      .set(controlsHeader(t))
      .send({ advanceMinutes: 'soon' })
      .expect(400);

    expect(res.body.error).toBe('VALIDATION_ERROR');
  });

  test('GET /api/sandbox/stats counts the calls the Duffel sandbox received, by endpoint; DELETE starts over', async () => {
    const b = await browser(t);
    await b.resetCalls();

    await b.search(roundTrip(t, 'JFK', 'CDG')).expect(200);
    const sandbox = duffelSandboxAt(t);
    await request(sandbox.origin).get('/air/offers/off_0000000000000000').set(sandbox.headers).expect(404);

    expect(await b.duffelCalls()).toEqual({
      'POST air/offer_requests': 1,
      'GET air/offers': 2,
      'GET air/offers/:id': 1,
    });
    await b.resetCalls();
    expect(await b.duffelCalls()).toEqual({});
  });

  test("GET /api/sandbox/stats counts the Stripe sandbox's calls under stripe (started on first use); DELETE starts over", async () => {
    const b = await browser(t);
    await b.resetCalls();
    expect((await request(t.app).get('/api/sandbox/stats').set(controlsHeader(t)).expect(200)).body.stripe).toEqual({});
    const stripe = await t.providers.stripe.forMode('test');

    await stripe.findByMetadata('booking_id', 'nobody');

    expect((await request(t.app).get('/api/sandbox/stats').set(controlsHeader(t)).expect(200)).body.stripe).toEqual({
      'GET /v1/payment_intents': 1,
    });
    await b.resetCalls();
    expect((await request(t.app).get('/api/sandbox/stats').set(controlsHeader(t)).expect(200)).body).toEqual({
      duffel: {},
      stripe: {},
    });
  });

  test('the sandbox answers as Duffel on its own loopback listener: no session cookie, no CSRF, its own error shape', async () => {
    const sandbox = duffelSandboxAt(t);
    const res = await request(sandbox.origin)
      .post('/air/offer_requests')
      .set(sandbox.headers)
      .set('Content-Type', 'application/json')
      .send('{"data":')
      .expect(400);

    expect(sandbox.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(res.body.errors[0]).toMatchObject({ code: 'malformed_json' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  describe('POST /api/sandbox/faults', () => {
    const setFault = async (body: object) => ({
      res: await request(t.app).post('/api/sandbox/faults').set(controlsHeader(t)).send(body),
    });
    const faultsNow = async () =>
      (await request(t.app).get('/api/sandbox/faults').set(controlsHeader(t)).expect(200)).body;
    const clearFaults = async () => {
      await request(t.app).delete('/api/sandbox/faults').set(controlsHeader(t)).expect(204);
    };
    afterEach(clearFaults);

    test('a bad rule is 400 with what is wrong, and changes nothing', async () => {
      const { res } = await setFault({ provider: 'duffel', operation: 'orders.create', kind: 'accepted', rate: 2 });

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'rate must be a number from 0 to 1' });
      expect(await faultsNow()).toEqual({ rules: [], injected: {} });
    });

    test('a visitor without a session or the controls token cannot set one (CSRF first, then sign-in)', async () => {
      await request(t.app)
        .post('/api/sandbox/faults')
        .send({ provider: 'duffel', operation: '*', kind: 'drop', rate: 1 })
        .expect(403);
      expect(await faultsNow()).toEqual({ rules: [], injected: {} });
    });

    test('a Duffel rule fails the calls it names until DELETE; GET counts what was injected', async () => {
      const b = await browser(t);
      const { res } = await setFault({
        provider: 'duffel',
        operation: 'offer_requests.create',
        kind: 'server_error',
        rate: 1,
        seed: 1,
      });
      expect(res.status).toBe(200);
      expect(res.body.rules).toEqual([
        { provider: 'duffel', operation: 'offer_requests.create', kind: 'server_error', rate: 1, seed: 1 },
      ]);

      // A route no other story searched: a search already made is answered from the database.
      const failed = await b.search(roundTrip(t, 'SFO', 'NRT'));

      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.body.error).toBeDefined();
      expect((await faultsNow()).injected).toEqual({ 'duffel offer_requests.create server_error': 1 });
      await clearFaults();
      await b.search(roundTrip(t, 'SFO', 'NRT')).expect(200);
    }, 20_000);

    test('a Stripe rule reaches the Stripe sandbox through the real SDK: a dropped list is an unknown answer', async () => {
      const stripe = await t.providers.stripe.forMode('test');
      await setFault({ provider: 'stripe', operation: 'paymentIntents.list', kind: 'drop', rate: 1 });

      expect(await stripe.findByMetadata('booking_id', 'nobody')).toBe('unknown');
      // The SDK tried three times (its two retries): each met the fault.
      expect((await faultsNow()).injected).toEqual({ 'stripe paymentIntents.list drop': 3 });
    }, 20_000);
  });

  test('POST /api/sandbox/checkout-jobs runs one pass of the checkout jobs now; bad ages are 400', async () => {
    await request(t.app)
      .post('/api/sandbox/checkout-jobs')
      .set(controlsHeader(t))
      .send({ staleMs: 0, unknownOrderGraceMs: 0 })
      .expect(204);
    const bad = await request(t.app)
      .post('/api/sandbox/checkout-jobs')
      .set(controlsHeader(t))
      .send({ staleMs: -5 })
      .expect(400);

    expect(bad.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'staleMs must be a number of milliseconds' });
  });

  test('in live mode the controls do not exist', async () => {
    const { Setting } = getModels(t.sequelize);
    await Setting.upsert({ key: 'enableLiveMode', value: true });
    try {
      const res = await request(t.app).get('/api/sandbox/stats').set(controlsHeader(t)).expect(404);

      expect(res.body).toEqual({ message: 'Not found', error: 'NOT_FOUND' });
    } finally {
      await Setting.destroy({ where: { key: 'enableLiveMode' } });
    }
  });
});

describe('with SANDBOX_CONTROLS off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('the control routes do not exist', async () => {
    const agent = request.agent(t.app);
    const token = await csrfToken(agent);

    await agent.post('/api/sandbox/clock').set('X-CSRF-Token', token).send({ advanceMinutes: 31 }).expect(404);
    await agent.get('/api/sandbox/stats').expect(404);
    await agent.delete('/api/sandbox/stats').set('X-CSRF-Token', token).expect(404);
    await agent
      .post('/api/sandbox/faults')
      .set('X-CSRF-Token', token)
      .send({ provider: 'duffel', operation: '*', kind: 'drop', rate: 1 })
      .expect(404);
    await agent.delete('/api/sandbox/faults').set('X-CSRF-Token', token).expect(404);
  });

  test('the Duffel sandbox itself still runs, on its loopback listener (test mode uses it), never on the public server', async () => {
    const sandbox = duffelSandboxAt(t);
    await request(sandbox.origin)
      .get('/air/offers/off_0000000000000000')
      .set(sandbox.headers)
      .expect(404)
      .expect('content-type', /json/);
    await request(sandbox.origin).get('/air/offers/off_0000000000000000').expect(401);

    const publicAnswer = await request(t.app)
      .get('/sandbox/duffel/air/offers/off_0000000000000000')
      .set(sandbox.headers)
      .expect(404);
    expect(publicAnswer.body.errors).toBeUndefined();
  });

  test('airline logos are served, public and cached a day; an unknown one is 404', async () => {
    const res = await request(t.app).get('/airline-logos/BA.svg').expect(200);

    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    await request(t.app).get('/airline-logos/ZZ.svg').expect(404);
  });
});

describe('with a Duffel test token (the real Duffel test environment)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_CONTROLS: 'on', DUFFEL_TEST_TOKEN: 'duffel_test_real' });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('no sandbox is mounted and the controls do not exist', async () => {
    expect(t.providers.duffel.sandbox).toBeNull();
    await request(t.app).get('/api/sandbox/stats').expect(404);
    const publicAnswer = await request(t.app)
      .get('/sandbox/duffel/air/offers/off_0000000000000000')
      .set({ Authorization: 'Bearer duffel_test_x', 'Duffel-Version': 'v2' })
      .expect(404);
    expect(publicAnswer.body.errors).toBeUndefined();
  });
});

describe('endpointOf', () => {
  test.each([
    ['POST', '/air/offer_requests/', 'POST air/offer_requests'],
    ['GET', '/air/offers', 'GET air/offers'],
    ['GET', '/air/offers/off_AQGiASPdXRgkqizx', 'GET air/offers/:id'],
    ['GET', '/air/seat_maps', 'GET air/seat_maps'],
    ['get', '/air/offer_requests/orq_AQGiASPdXRg', 'GET air/offer_requests/:id'],
  ])('%s %s is %s', (method, path, endpoint) => {
    expect(endpointOf(method, path)).toBe(endpoint);
  });
});
