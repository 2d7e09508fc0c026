import { expect, test } from '@playwright/test';
import { confirmationTokenFor } from '../support/mailbox';
import { signInAsAdmin } from '../support/session';
import { deliveredMailTo } from '../support/smtpInbox';

test.describe('e-mail', () => {
  test('a confirmation link really arrives over SMTP; the admin sees it sent in the outbox, its preview with the link hidden', async ({
    page,
  }) => {
    const username = `mail${Date.now().toString(36)}`;
    const address = `${username}@example.com`;
    const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    const account = {
      username,
      password: 'Traveller-pass-1!',
      email: address,
      firstName: 'Mae',
      lastName: 'Jemison',
      terms: true,
    };
    expect(
      (
        await page.request.post('/api/auth/register', { data: account, headers: { 'X-CSRF-Token': csrfToken } })
      ).status(),
    ).toBe(202);

    const mail = await deliveredMailTo(address);
    const token = await confirmationTokenFor(address);
    expect(mail.envelope.from).toBe('bookings@e2e.example');
    expect(mail.subject).toMatch(/^Confirm your e-mail address for /);
    expect(mail.text).toContain(`/confirm-email?token=${token}`);

    await signInAsAdmin(page.request);
    const outboxStatus = async () =>
      (
        (await (await page.request.get('/api/admin/outbox?limit=100')).json()) as {
          messages: { to: string; status: string }[];
        }
      ).messages.find((message) => message.to === address)?.status;
    await expect.poll(outboxStatus).toBe('sent');
    await page.goto('/admin/operations');
    const row = page.getByRole('table', { name: 'E-mail outbox' }).getByRole('row').filter({ hasText: address });
    await expect(row).toContainText('Sent');
    await row.getByRole('button', { name: /^Preview the e-mail to/ }).click();

    const dialog = page.getByRole('dialog', { name: mail.subject });
    await expect(dialog).toContainText('/confirm-email?token=•••');
    await expect(dialog).not.toContainText(token);
    await expect(dialog.getByTitle('HTML version of the e-mail')).toHaveAttribute('sandbox', '');
    const html = page.frameLocator('iframe[title="HTML version of the e-mail"]');
    await expect(html.getByRole('link', { name: 'Confirm my e-mail address' })).toHaveAttribute(
      'href',
      /\/confirm-email\?token=•••$/,
    );
  });
});
