import { adminOutboxPageSchema, adminOutboxPreviewSchema } from '@portal/platform-common/contracts';
import { getModels } from '../../db/models';
import { ADMIN, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signIn, signInAs, type SignedIn } from '../../../test/users';
import { registration, visitor } from '../auth/authTestKit';
import { createOutboxRepository } from './outbox.repository';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, ADMIN.username, ADMIN.password);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const confirmationLinkOf = async (address: string): Promise<string> => {
  const { rows } = await t.sessionPool.query<{ text_body: string }>(
    "SELECT text_body FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Confirm%'",
    [address],
  );
  return /http\S+token=[A-Za-z0-9_-]+/.exec(rows[0]?.text_body ?? '')?.[0] ?? '';
};

describe('the outbox in the operations view (GET /api/admin/outbox)', () => {
  test('when an e-mail with a one-time link is queued, then the admin sees it listed newest first and its preview with the token hidden, in the text and the HTML', async () => {
    const v = await visitor(t);
    await v
      .post('/api/auth/register', registration({ username: 'previewed', email: 'previewed@example.org' }))
      .expect(202);
    const link = await confirmationLinkOf('previewed@example.org');
    const token = new URL(link).searchParams.get('token') ?? 'missing';

    const page = adminOutboxPageSchema.parse((await admin.agent.get('/api/admin/outbox').expect(200)).body);
    const listed = page.messages[0];
    expect(listed).toMatchObject({
      to: 'previewed@example.org',
      subject: 'Confirm your e-mail address for SkyTeal Travel',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(JSON.stringify(page)).not.toContain(token);

    const res = await admin.agent.get(`/api/admin/outbox/${listed?.id}`).expect(200);
    const preview = adminOutboxPreviewSchema.parse(res.body);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(preview)).not.toContain(token);
    expect(preview.text).toContain(`${link.replace(token, '')}•••`);
    expect(preview.html).toContain(`href="${link.replace(token, '')}•••"`);
    expect(preview.redacted).toBe(true);
  });

  test('a message the SMTP server kept refusing shows as failed with its attempts and the last answer; pages go back in time', async () => {
    const outbox = createOutboxRepository(getModels(t.sequelize));
    const older = await outbox.add({
      bookingId: null,
      toAddress: 'older@example.org',
      subject: 'Older',
      textBody: 'Booking ABC123 confirmed.',
      htmlBody: '<p>Booking ABC123 confirmed.</p>',
    });
    const failing = await outbox.add({
      bookingId: null,
      toAddress: 'bounced@example.org',
      subject: 'Bounced',
      textBody: 'text',
      htmlBody: '<p>html</p>',
    });
    for (let attempt = 0; attempt < 5; attempt++)
      await outbox.markAttemptFailed(failing.id, '550 Mailbox unavailable', {
        maxAttempts: 5,
        retryAt: () => new Date(),
      });

    const first = adminOutboxPageSchema.parse(
      (await admin.agent.get('/api/admin/outbox?page=1&limit=1').expect(200)).body,
    );
    const second = adminOutboxPageSchema.parse(
      (await admin.agent.get('/api/admin/outbox?page=2&limit=1').expect(200)).body,
    );

    expect(first.messages).toEqual([
      expect.objectContaining({
        to: 'bounced@example.org',
        status: 'failed',
        attempts: 5,
        lastError: '550 Mailbox unavailable',
        nextAttemptAt: null,
      }),
    ]);
    expect(second.messages.map((message) => message.to)).toEqual(['older@example.org']);
    expect(first.total).toBeGreaterThanOrEqual(2);
    const preview = adminOutboxPreviewSchema.parse(
      (await admin.agent.get(`/api/admin/outbox/${older.id}`).expect(200)).body,
    );
    expect(preview).toMatchObject({ text: 'Booking ABC123 confirmed.', redacted: false });
  });

  test('bad paging or ids get a 400 with a message, an unknown id a 404; travellers and editors get 403, visitors 401', async () => {
    expect((await admin.agent.get('/api/admin/outbox?limit=0').expect(400)).body.message).toMatch(
      /Limit must be between 1 and 100/,
    );
    expect((await admin.agent.get('/api/admin/outbox/not-an-id').expect(400)).body.message).toMatch(
      /Not an outbox message id/,
    );
    await admin.agent.get('/api/admin/outbox/00000000-0000-4000-8000-000000000000').expect(404);
    const traveller = await signInAs(t, 'outboxreader', ['traveller']);
    const editor = await signInAs(t, 'outboxeditor', ['editor']);
    await traveller.agent.get('/api/admin/outbox').expect(403);
    await editor.agent.get('/api/admin/outbox').expect(403);
    const v = await visitor(t);
    await v.get('/api/admin/outbox').expect(401);
  });
});
