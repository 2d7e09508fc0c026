import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { signatureHeader } from '@portal/sandbox-stripe';
import { STRIPE_WEBHOOK_LIMIT } from '../../src/modules/webhooks/stripeWebhooks.routes';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';

// Findings (outside test, round three): `Stripe-Signature: t=1,v1=` answered 500 with a stack
// trace in the log; a validly signed event without a numeric `created` answered 500; nothing
// limited how often anyone could post there.
const SECRET = 'whsec_security_suite_0123456789abcdef';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: SECRET });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** A client address of its own per test (the tests' proxy on the loopback is trusted), so limits do not meet. */
const clientAddress = () => `198.51.100.${randomBytes(1)[0] ?? 1}`;

const post = (payload: string, signature: string, from = clientAddress()) =>
  request(t.app)
    .post('/api/webhooks/stripe')
    .set('X-Forwarded-For', from)
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);

const event = (fields: Record<string, unknown>) =>
  JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'pi_unknown', object: 'payment_intent' } },
    ...fields,
  });

describe('POST /api/webhooks/stripe with what it cannot read', () => {
  test.each([
    ['an empty v1', 't=1,v1='],
    ['no timestamp', 'v1=abc'],
    ['an empty timestamp and v1', 't=,v1='],
    ['only commas', ',,,'],
    ['a v0 scheme only', `t=${Math.floor(Date.now() / 1000)},v0=abc`],
  ])('a signature header with %s is a 400 that names the signature, never a 500', async (_, header) => {
    const res = await post(event({}), header);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'WEBHOOK_SIGNATURE_INVALID', message: expect.any(String) });
  });

  test.each([
    ['without created', { created: undefined }],
    ['with a text created', { created: 'yesterday' }],
    ['with a fractional created', { created: 1.5 }],
    ['without livemode', { livemode: undefined }],
  ])('a validly signed event %s is a 400, never a 500, and is not recorded', async (_, fields) => {
    const payload = event(fields);

    const res = await post(payload, signatureHeader(payload, SECRET));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('WEBHOOK_PAYLOAD_INVALID');
    const { rows } = await t.sessionPool.query('SELECT count(*)::int AS n FROM stripe_events');
    expect(rows[0].n).toBe(0);
  });
});

describe('POST /api/webhooks/stripe is limited per client', () => {
  test('past the limit a client gets 429 with Retry-After, while another client is still heard', async () => {
    const flooder = clientAddress();
    const answers: number[] = [];
    for (let sent = 0; sent < STRIPE_WEBHOOK_LIMIT.limit; sent += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, STRIPE_WEBHOOK_LIMIT.limit - sent) }, () => post('{}', 't=1,v1=', flooder)),
      );
      answers.push(...batch.map((res) => res.status));
    }

    // A flood that crosses a window's end has its older part weigh a little less: a few more may pass.
    let over = await post('{}', 't=1,v1=', flooder);
    for (let extra = 0; over.status === 400 && extra < 50; extra += 1) over = await post('{}', 't=1,v1=', flooder);
    const other = await post('{}', 't=1,v1=', '203.0.113.9');

    expect(new Set(answers)).toEqual(new Set([400]));
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect(over.body.error).toBe('RATE_LIMITED');
    expect(other.status).toBe(400);
  });
});
