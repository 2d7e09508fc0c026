import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { submissionListSchema, submissionReceiptSchema } from '@portal/platform-common/contracts';
import { createApp } from '../../app';
import { createProviders } from '../../composition/providers';
import { tooManyRequestsMessage } from '../../http/rateLimit';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { guest, signInAs, type SignedIn } from '../../../test/users';
import { FORM_LIMIT } from './submissions.routes';

let t: TestApp;
let editor: SignedIn;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signInAs(t, 'edna', ['traveller', 'editor']);
  traveller = await signInAs(t, 'trevor', ['traveller']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const THANKS = 'Thanks, we have received your message and will reply within 24 hours.';
const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  reason: 'booking',
  bookingReference: 'ab12cd34',
  message: 'Where is my e-ticket, please?',
  consent: true,
};
const support = {
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Receipt',
  message: 'Please send me a receipt for my trip.',
};

// Each test is its own client (a trusted loopback proxy forwards the address), so the form
// limits of one test do not reach the next.
let lastOctet = 0;
const nextIp = () => `198.51.100.${(lastOctet += 1)}`;

/** Sends a form as a guest (or as `who`) from a fresh address (or `ip`) and expects this status. */
const send = async (path: string, body: object, status: number, options: { ip?: string; who?: SignedIn } = {}) => {
  const who = options.who ?? (await guest(t));
  return who.agent
    .post(path)
    .set('X-CSRF-Token', who.token)
    .set('X-Forwarded-For', options.ip ?? nextIp())
    .send(body)
    .expect(status);
};

const list = async (query = '') =>
  submissionListSchema.parse((await editor.agent.get(`/api/submissions${query}`).expect(200)).body);

describe('POST /api/contact', () => {
  test('when the form is valid, then 201 with a receipt, and only the validated fields are stored', async () => {
    const res = await send('/api/contact', { ...contact, isAdmin: true }, 201);

    const receipt = submissionReceiptSchema.parse(res.body);
    expect(receipt.message).toBe(THANKS);
    const stored = (await list('?kind=contact')).submissions.find((submission) => submission.id === receipt.id);
    expect(stored).toMatchObject({ kind: 'contact', brand: 'default', email: 'ada@example.com', userId: null });
    expect(stored?.payload).toEqual({
      ...contact,
      email: 'ada@example.com',
      bookingReference: 'AB12CD34',
      preferredContact: 'email',
    });
  });

  test.each([
    [{ consent: false }, 'Please accept the privacy policy so we can answer you'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ reason: 'spam' }, 'Please choose a reason for contacting us'],
    [{ preferredContact: 'phone' }, 'Please enter a phone number so we can call you'],
  ])('when the form has %j, then 400 "%s" and nothing is stored', async (change, message) => {
    const before = (await list('?kind=contact')).submissions.length;

    const res = await send('/api/contact', { ...contact, ...change }, 400);

    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message });
    expect((await list('?kind=contact')).submissions).toHaveLength(before);
  });

  test('when a signed-in traveller writes for a brand, then the brand and the user are recorded', async () => {
    const res = await send('/api/contact?brand=SunJet.Travel', contact, 201, { who: traveller });

    const stored = (await list('?kind=contact')).submissions.find((submission) => submission.id === res.body.id);
    expect(stored?.brand).toBe('sunjet.travel');
    expect(stored?.userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('when the brand is unknown, then the message is still taken, filed under the default brand', async () => {
    const res = await send('/api/contact?brand=unknown.example', contact, 201);

    expect((await list('?kind=contact')).submissions.find((submission) => submission.id === res.body.id)?.brand).toBe(
      'default',
    );
  });

  test('when the CSRF token is missing, then 403 CSRF_INVALID', async () => {
    const res = await request(t.app).post('/api/contact').send(contact).expect(403);

    expect(res.body.error).toBe('CSRF_INVALID');
  });
});

describe('POST /api/support/requests', () => {
  test('when the request is valid, then 201 with the reply promise', async () => {
    const res = await send('/api/support/requests', support, 201);

    expect(res.body).toEqual({ id: expect.any(String), message: THANKS });
    expect((await list('?kind=support')).submissions[0]).toMatchObject({
      id: res.body.id,
      email: 'grace@example.com',
      payload: support,
    });
  });

  test('when the full name is missing, then 400 "Full name is required"', async () => {
    const res = await send('/api/support/requests', { ...support, fullName: ' ' }, 400);

    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Full name is required' });
  });
});

describe('POST /api/newsletter', () => {
  test('when an address subscribes twice, then the second answer is 200 with the same receipt and one subscription is kept', async () => {
    const first = await send('/api/newsletter', { email: 'news@example.com' }, 201);

    const again = await send('/api/newsletter', { email: 'NEWS@example.com' }, 200);

    expect(first.body).toEqual({ id: expect.any(String), message: 'Thanks for subscribing!' });
    expect(again.body).toEqual(first.body);
    expect(
      (await list('?kind=newsletter')).submissions.filter((submission) => submission.email === 'news@example.com'),
    ).toHaveLength(1);
  });

  test('when the same address subscribes to another brand, then that is a subscription of its own', async () => {
    await send('/api/newsletter', { email: 'both@example.com' }, 201);

    await send('/api/newsletter?brand=nordicwings.com', { email: 'both@example.com' }, 201);

    const brands = (await list('?kind=newsletter')).submissions
      .filter((submission) => submission.email === 'both@example.com')
      .map((submission) => submission.brand);
    expect(brands.sort()).toEqual(['default', 'nordicwings.com']);
  });

  test('when the address is empty, then 400 "Email is required"', async () => {
    const res = await send('/api/newsletter', { email: '' }, 400);

    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Email is required' });
  });
});

describe('throttling the forms', () => {
  test('when one address sends a sixth contact form within 10 minutes, then 429 RATE_LIMITED with Retry-After', async () => {
    const ip = nextIp();
    // Windows are fixed slots of the clock: the six requests must not straddle the end of one.
    const left = FORM_LIMIT.windowMs - (Date.now() % FORM_LIMIT.windowMs);
    if (left < 2000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    for (let i = 0; i < 5; i += 1) await send('/api/contact', contact, 201, { ip });

    const res = await send('/api/contact', contact, 429, { ip });

    // Sliding windows: the rest of this 10-minute slot, then until enough of it has slid out.
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(1200);
    expect(res.body).toEqual({ message: tooManyRequestsMessage(retryAfter), error: 'RATE_LIMITED' });
    // Each form counts apart, and so does every other address.
    await send('/api/newsletter', { email: 'later@example.com' }, 201, { ip });
    await send('/api/contact', contact, 201);
  });
});

describe('GET /api/submissions', () => {
  test('when an editor pages through, then submissions come newest first, a page at a time, without repeats', async () => {
    const all = (await list('?limit=100')).submissions;

    const first = await list('?limit=2');
    const second = await list(`?limit=2&before=${first.nextBefore}`);

    expect(all.length).toBeGreaterThan(4);
    expect([...first.submissions, ...second.submissions].map((submission) => submission.id)).toEqual(
      all.slice(0, 4).map((submission) => submission.id),
    );
    const times = all.map((submission) => Date.parse(submission.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await list('?limit=100')).nextBefore).toBeNull();
  });

  test('when the limit is out of range, then 400', async () => {
    const res = await editor.agent.get('/api/submissions?limit=1000').expect(400);

    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Limit must be between 1 and 100' });
  });

  test('when a guest or a traveller asks, then 401 and 403', async () => {
    await request(t.app).get('/api/submissions').expect(401);
    await traveller.agent.get('/api/submissions').expect(403);
  });
});

describe('logging', () => {
  test('when a form is sent, then the request is logged but not what the visitor wrote', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write: (chunk, _encoding, done) => {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    // Its own providers, closed after: they start the Duffel sandbox's loopback listener.
    const providers = createProviders({ config: t.config, logger });
    const { app } = createApp({
      config: t.config,
      sequelize: t.sequelize,
      sessionPool: t.sessionPool,
      logger,
      providers,
    });
    try {
      const agent = request.agent(app);
      const token = (await agent.get('/api/csrf-token').expect(200)).body.csrfToken as string;
      await agent
        .post('/api/contact')
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', nextIp())
        .send({ ...contact, message: 'A secret-ish message body 12345' })
        .expect(201);
    } finally {
      await providers.close();
    }

    const log = lines.join('');
    expect(log).toContain('/api/contact');
    expect(log).not.toContain('secret-ish');
    expect(log).not.toMatch(/ada@example\.com/i);
  });
});
