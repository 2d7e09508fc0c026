import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeSandbox } from './testSandbox';
import { signatureHeader } from './webhooks';

const SECRET = 'whsec_unit_tests_0123456789abcdef';

/** A webhook endpoint that checks each delivery with the SDK and answers what `answer` says. */
const receiver = async (answer: () => number = () => 200) => {
  const received: { event: Stripe.Event; signature: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = String(req.headers['stripe-signature']);
      try {
        received.push({ event: Stripe.webhooks.constructEvent(Buffer.concat(chunks), signature, SECRET), signature });
        res.statusCode = answer();
      } catch {
        res.statusCode = 400;
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const authorize = (stripe: Stripe) =>
  stripe.paymentIntents.create({
    amount: 2_500,
    currency: 'eur',
    capture_method: 'manual',
    confirm: true,
    payment_method: 'pm_card_visa',
    allowed_payment_method_types: ['card'],
  });

describe('webhook deliveries', () => {
  test('each event reaches the endpoint once, signed so that stripe.webhooks.constructEvent accepts it, and is then no longer pending', async () => {
    const endpoint = await receiver();
    const { sandbox, stripe, close } = await startStripeSandbox({
      webhookEndpoint: { url: endpoint.url, secret: SECRET },
    });
    try {
      const intent = await authorize(stripe);
      await stripe.paymentIntents.capture(intent.id);
      await sandbox.flushWebhooks();

      expect(endpoint.received.map(({ event }) => event.type).sort()).toEqual([
        'payment_intent.amount_capturable_updated',
        'payment_intent.succeeded',
      ]);
      expect(endpoint.received.every(({ signature }) => /^t=\d+,v1=[0-9a-f]{64}$/.test(signature))).toBe(true);
      expect(sandbox.deliveries().map(({ attempt, status, delivered }) => ({ attempt, status, delivered }))).toEqual([
        { attempt: 1, status: 200, delivered: true },
        { attempt: 1, status: 200, delivered: true },
      ]);
      const [first] = endpoint.received;
      expect(first?.event.pending_webhooks).toBe(1);
      expect((await stripe.events.retrieve(String(first?.event.id))).pending_webhooks).toBe(0);
    } finally {
      await close();
      await endpoint.close();
    }
  });

  test('an endpoint that fails or cannot be reached gets the event again, a bounded number of times', async () => {
    let answers = [500, 503];
    const endpoint = await receiver(() => answers.shift() ?? 200);
    const { sandbox, stripe, close } = await startStripeSandbox({
      webhookEndpoint: { url: endpoint.url, secret: SECRET },
      webhookRetryDelaysMs: [60_000, 60_000, 60_000],
    });
    try {
      const intent = await authorize(stripe);
      await sandbox.flushWebhooks();
      await sandbox.flushWebhooks();
      await sandbox.flushWebhooks();
      expect(sandbox.deliveries().map(({ status, attempt }) => [attempt, status])).toEqual([
        [1, 500],
        [2, 503],
        [3, 200],
      ]);
      expect(new Set(endpoint.received.map(({ event }) => event.id)).size).toBe(1);

      // Nobody listening: four attempts (the first and three retries), then Stripe gives up.
      sandbox.setWebhookEndpoint({ url: 'http://127.0.0.1:9/unreachable', secret: SECRET });
      answers = [];
      await stripe.paymentIntents.cancel(intent.id);
      for (let round = 0; round < 6; round += 1) await sandbox.flushWebhooks();
      const unreachable = sandbox.deliveries().filter((delivery) => delivery.type === 'payment_intent.canceled');
      expect(unreachable.map(({ attempt }) => attempt)).toEqual([1, 2, 3, 4]);
      expect(unreachable.every(({ status, error, delivered }) => status === null && error && !delivered)).toBe(true);
    } finally {
      await close();
      await endpoint.close();
    }
  });

  test('without an endpoint events are only kept, with nothing pending', async () => {
    const { sandbox, stripe, close } = await startStripeSandbox();
    try {
      await authorize(stripe);
      await sandbox.flushWebhooks();
      expect(sandbox.deliveries()).toEqual([]);
      expect((await stripe.events.list({ limit: 1 })).data[0]?.pending_webhooks).toBe(0);
    } finally {
      await close();
    }
  });

  test('the signature is the one Stripe documents: HMAC-SHA256 of "t.payload" with the whole secret', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const header = signatureHeader(payload, SECRET, 1_700_000_000);
    expect(header).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: 1_700_000_000 }),
    );
  });
});
