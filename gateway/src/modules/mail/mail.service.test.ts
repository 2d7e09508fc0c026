import type { Sequelize } from 'sequelize';
import { getModels } from '../../db/models';
import { createSequelize } from '../../db/sequelize';
import { eventually } from '../../../test/bookingStories';
import { capturedLogs } from '../../../test/bookingEvidence';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/support/smtpCatcher';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { registration, visitor } from '../auth/authTestKit';
import { CLAIM_LEASE_MS, createMailService, MAX_ATTEMPTS, RETRY_DELAYS_MS } from './mail.service';
import { createOutboxRepository } from './outbox.repository';

const FROM = 'bookings@skyteal.example';
let catcher: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({ SMTP_URL: `${catcher.url}?from=${encodeURIComponent(FROM)}` });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await catcher.close();
});
afterEach(() => catcher.refuse(null));

let serial = 0;
const message = (toAddress = `reader${(serial += 1)}@example.org`) => ({
  bookingId: null,
  toAddress,
  subject: `Booking confirmed: REF${serial}`,
  textBody: `Your booking REF${serial}`,
  htmlBody: `<p>Your booking <b>REF${serial}</b></p>`,
});

/** A gateway's outbox on the test database with a clock of its own, sending to `smtpUrl`. */
const gatewayOutbox = (smtpUrl: string | undefined, sequelize: Sequelize = t.sequelize) => {
  const clock = { now: new Date(Date.now() + 1000) };
  const repository = createOutboxRepository(getModels(sequelize));
  const logs = capturedLogs();
  const mail = createMailService({ repository, smtpUrl, logger: logs.logger, now: () => clock.now });
  return { mail, repository, clock, logs, later: (ms: number) => (clock.now = new Date(clock.now.getTime() + ms)) };
};

const row = async (id: string) =>
  (
    await t.sessionPool.query<{ status: string; attempts: number; last_error: string | null; sent_at: Date | null }>(
      'SELECT status, attempts, last_error, sent_at FROM mail_outbox WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('e-mail leaves the building', () => {
  test('when someone registers, then the confirmation e-mail arrives at an SMTP server from the ?from= address, with text and HTML, and the outbox says sent', async () => {
    const v = await visitor(t);
    await v
      .post('/api/auth/register', registration({ username: 'mailreader', email: 'Mail.Reader@Example.org' }))
      .expect(202);

    const mail = await catcher.waitFor('mail.reader@example.org');

    expect(mail.envelope.from).toBe(FROM);
    expect(mail.from).toContain(FROM);
    expect(mail.subject).toBe('Confirm your e-mail address for SkyTeal Travel');
    expect(mail.text).toMatch(
      /Confirm my e-mail address: http:\/\/localhost:\d+\/confirm-email\?token=[A-Za-z0-9_-]{43}/,
    );
    expect(mail.html).toMatch(
      /<a href="http:\/\/localhost:\d+\/confirm-email\?token=[A-Za-z0-9_-]{43}">Confirm my e-mail address<\/a>/,
    );
    const outboxRow = async () =>
      (
        await t.sessionPool.query<{ status: string; attempts: number }>(
          'SELECT status, attempts FROM mail_outbox WHERE lower(to_address) = $1',
          ['mail.reader@example.org'],
        )
      ).rows[0];
    await eventually(async () => (await outboxRow())?.status === 'sent');
    expect(await outboxRow()).toEqual({ status: 'sent', attempts: 0 });
  });

  test('without SMTP_URL, e-mails are kept, pending, and nothing is sent', async () => {
    const { mail, repository } = gatewayOutbox(undefined);
    const queued = await mail.enqueue(message());

    expect(await mail.deliverPending()).toBe(0);
    expect((await repository.find(queued.id))?.status).toBe('pending');
  });

  test("a message's own headers (a price alert's one-click unsubscribe, RFC 8058) arrive with it", async () => {
    const { mail } = gatewayOutbox(catcher.url);
    const queued = await mail.enqueue({
      ...message(),
      headers: {
        'List-Unsubscribe': '<https://flights.example/api/alerts/links/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });

    const arrived = await catcher.waitFor(queued.toAddress);
    // The run that sent it is over before the next test queues anything it could claim.
    await mail.deliverPending();
    // A long header may be folded onto the next line (RFC 5322).
    expect(arrived.raw).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/flights\.example\/api\/alerts\/links\/unsubscribe\?token=abc>\r?$/m,
    );
    expect(arrived.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  test('when the SMTP server refuses a message, then each attempt is recorded, the next waits for its backoff, and after the last one the message is failed', async () => {
    catcher.refuse({ code: 451, message: 'Try again later' });
    const outbox = gatewayOutbox(catcher.url);
    const queued = await outbox.repository.add(message());

    await outbox.mail.deliverPending();
    expect(await row(queued.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('451'),
      sent_at: null,
    });
    await outbox.mail.deliverPending();
    expect((await row(queued.id))?.attempts).toBe(1);

    for (const delay of RETRY_DELAYS_MS) {
      outbox.later(delay);
      await outbox.mail.deliverPending();
    }

    expect(await row(queued.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: expect.stringContaining('Try again later'),
    });
    expect(catcher.refused.filter((mail) => mail.envelope.to.includes(queued.toAddress))).toHaveLength(MAX_ATTEMPTS);
    expect(catcher.messages.some((mail) => mail.envelope.to.includes(queued.toAddress))).toBe(false);
  });

  test('when the SMTP server is back before the last attempt, then the message arrives once and is sent', async () => {
    catcher.refuse({ code: 550, message: 'Mailbox unavailable' });
    const outbox = gatewayOutbox(catcher.url);
    const queued = await outbox.repository.add(message());
    await outbox.mail.deliverPending();

    catcher.refuse(null);
    outbox.later(RETRY_DELAYS_MS[0] ?? 0);
    await outbox.mail.deliverPending();

    expect(await row(queued.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(
      catcher.messages.filter((mail) => mail.envelope.to.includes(queued.toAddress)).map((mail) => mail.subject),
    ).toEqual([queued.subject]);
  });

  test('when nothing listens at SMTP_URL, then the attempt is recorded and the password in SMTP_URL is in no log', async () => {
    const closed = await startSmtpCatcher();
    await closed.close();
    const outbox = gatewayOutbox(closed.url.replace('smtp://', 'smtp://user:s3cret-pass@'));
    const queued = await outbox.repository.add(message());

    await outbox.mail.deliverPending();

    expect(await row(queued.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    expect(outbox.logs.text()).not.toContain('s3cret-pass');
  });

  test('when two gateways deliver the same outbox at once, then every message arrives exactly once', async () => {
    const secondDatabase = createSequelize(t.databaseUrl, { poolMax: 2 });
    try {
      const [a, b] = [gatewayOutbox(catcher.url), gatewayOutbox(catcher.url, secondDatabase)];
      const queued = await Promise.all(Array.from({ length: 6 }, () => a.repository.add(message())));

      await Promise.all([a.mail.deliverPending(), b.mail.deliverPending()]);

      const addresses = new Set(queued.map((mail) => mail.toAddress));
      const arrived = catcher.messages.flatMap((mail) => mail.envelope.to).filter((to) => addresses.has(to));
      expect(arrived.sort()).toEqual([...addresses].sort());
    } finally {
      await secondDatabase.close();
    }
  });

  test('when a gateway stops after claiming a message, then another sends it once the claim has lapsed, not before', async () => {
    const [a, b] = [gatewayOutbox(catcher.url), gatewayOutbox(catcher.url)];
    const queued = await a.repository.add(message());
    await a.repository.claimDue({ now: a.clock.now, until: new Date(a.clock.now.getTime() + CLAIM_LEASE_MS) });

    await b.mail.deliverPending();
    expect((await row(queued.id))?.status).toBe('pending');
    b.later(CLAIM_LEASE_MS);
    await b.mail.deliverPending();

    expect((await row(queued.id))?.status).toBe('sent');
    expect(catcher.messages.filter((mail) => mail.envelope.to.includes(queued.toAddress))).toHaveLength(1);
  });

  test('when the e-mail is queued in a transaction that is rolled back, then it is neither kept nor sent', async () => {
    const { mail } = gatewayOutbox(catcher.url);
    const lost = message();

    await t.sequelize
      .transaction(async (transaction) => {
        await mail.enqueue(lost, { transaction });
        throw new Error('the booking failed');
      })
      .catch(() => undefined);
    await mail.deliverPending();

    expect(
      (await t.sessionPool.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [lost.toAddress])).rowCount,
    ).toBe(0);
    expect(catcher.messages.some((caught) => caught.envelope.to.includes(lost.toAddress))).toBe(false);
  });
});
