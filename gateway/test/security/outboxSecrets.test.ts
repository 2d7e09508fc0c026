import { visitor } from '../../src/modules/auth/authTestKit';
import { OUTBOX_BODY_RETENTION_MS } from '../../src/modules/mail/mail.service';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtpCatcher';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { signInAs } from '../users';

// Finding (outside test, round three, low): one-time links (reset, set-password, confirmation)
// stayed readable in mail_outbox.text_body / html_body forever; a set-password link there worked
// for 7 days.
let t: TestApp;
let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({ SMTP_URL: catcher.url });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await catcher.close();
});

const outboxOf = async (address: string) =>
  (
    await t.sessionPool.query<{ status: string; text_body: string; html_body: string }>(
      'SELECT status, text_body, html_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
      [address],
    )
  ).rows;

const waitUntilSent = async (address: string) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const rows = await outboxOf(address);
    if (rows.length > 0 && rows.every((row) => row.status === 'sent')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the outbox did not send to ${address}`);
};

test('once sent, the outbox keeps no usable reset link: the e-mail had it, the stored copy does not', async () => {
  await signInAs(t, 'outbox-secret', ['traveller']);
  const address = 'outbox-secret@example.org';

  await (await visitor(t)).post('/api/auth/forgot-password', { email: address }).expect(202);

  const delivered = await catcher.waitFor(address, { matches: (mail) => mail.text.includes('reset-password') });
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(delivered.text)?.[1] ?? '';
  expect(token).toHaveLength(43);
  const [stored] = await waitUntilSent(address);
  expect(stored?.text_body).toContain('/reset-password?token=•••');
  expect(stored?.text_body).not.toContain(token);
  expect(stored?.html_body).not.toContain(token);
});

test('the bodies of messages older than the retention are emptied by the scheduled jobs', async () => {
  await signInAs(t, 'outbox-old', ['traveller']);
  const address = 'outbox-old@example.org';
  await (await visitor(t)).post('/api/auth/forgot-password', { email: address }).expect(202);
  await waitUntilSent(address);
  await t.sessionPool.query(
    "UPDATE mail_outbox SET created_at = now() - $2 * interval '1 millisecond' - interval '1 hour' WHERE to_address = $1",
    [address, OUTBOX_BODY_RETENTION_MS],
  );

  await t.jobs.runOnce();

  const rows = await outboxOf(address);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect([row.status, row.text_body, row.html_body]).toEqual(['sent', '', '']);
});
