import { screen, waitFor, within } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { admin, csrf } from '../../testing/adminFixtures';
import { OutboxSection } from './OutboxSection';

const message = (id: string, overrides: object) => ({
  id,
  to: 'ada@example.org',
  subject: 'Booking confirmed: KX7Q2M',
  status: 'sent',
  attempts: 0,
  lastError: null,
  createdAt: '2026-03-04T10:30:00.000Z',
  sentAt: '2026-03-04T10:30:02.000Z',
  nextAttemptAt: null,
  ...overrides,
});

const messages = [
  message('m3', {
    to: 'grace@example.org',
    subject: 'Confirm your e-mail address for SkyTeal Travel',
    status: 'pending',
    sentAt: null,
    nextAttemptAt: '2026-03-04T10:40:00.000Z',
  }),
  message('m2', {
    to: 'linus@example.org',
    status: 'pending',
    attempts: 2,
    lastError: '451 Try again later',
    sentAt: null,
    nextAttemptAt: '2026-03-04T10:50:00.000Z',
  }),
  message('m1', {
    to: 'bounce@example.org',
    status: 'failed',
    attempts: 5,
    lastError: '550 Mailbox unavailable',
    sentAt: null,
  }),
  message('m0', {}),
];

const preview = {
  ...messages[0],
  text: 'Confirm my e-mail address: https://skyteal.example/confirm-email?token=•••',
  html: '<p id="from-the-email">Confirm</p><script>window.parent.document.title = "owned"</script><a href="https://skyteal.example/confirm-email?token=•••">Confirm</a>',
  redacted: true,
};

const renderSection = (handlers: Parameters<typeof mockGateway>[0] = {}) => {
  const gateway = mockGateway({
    ...csrf,
    'GET /api/admin/outbox': () => json({ messages, page: 1, limit: 20, total: messages.length }),
    'GET /api/admin/outbox/m3': () => json(preview),
    ...handlers,
  });
  return { ...gateway, ...renderWithProviders(<OutboxSection />, { route: '/admin/operations', user: admin }) };
};

describe('OutboxSection', () => {
  test('lists the queued e-mails newest first: to, subject, a status chip, failed attempts, the last error and when', async () => {
    const { calls } = renderSection();

    const rows = within(await screen.findByRole('table', { name: 'E-mail outbox' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('grace@example.org');
    expect(rows[0]).toHaveTextContent('Queued');
    expect(rows[1]).toHaveTextContent('Retrying');
    expect(rows[1]).toHaveTextContent('451 Try again later');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(rows[2]).toHaveTextContent('550 Mailbox unavailable');
    expect(rows[2]).toHaveTextContent('5');
    expect(rows[3]).toHaveTextContent('Sent');
    expect(rows[3]).toHaveTextContent(/Mar 04, 2026 \d\d:\d\d.*Mar 04, 2026 \d\d:\d\d/);
    expect(calls.map((call) => call.path)).toContain('/api/admin/outbox?page=1&limit=20');
  });

  test('a preview shows the text and the HTML in a sandboxed frame (none of its HTML in the page), and says one-time links are hidden', async () => {
    const { user } = renderSection();

    await user.click(
      await screen.findByRole('button', {
        name: 'Preview the e-mail to grace@example.org: Confirm your e-mail address for SkyTeal Travel',
      }),
    );

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Confirm your e-mail address for SkyTeal Travel' }),
    );
    expect(
      await dialog.findByText('Confirm my e-mail address: https://skyteal.example/confirm-email?token=•••'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('One-time links and codes are hidden (•••): they are for the recipient only.'),
    ).toBeInTheDocument();
    const frame = dialog.getByTitle('HTML version of the e-mail');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', preview.html);
    expect(document.getElementById('from-the-email')).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('with nothing queued it says so', async () => {
    renderSection({ 'GET /api/admin/outbox': () => json({ messages: [], page: 1, limit: 20, total: 0 }) });
    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
  });

  test('when the outbox cannot be read, the section says so', async () => {
    renderSection({
      'GET /api/admin/outbox': () => json({ message: 'Internal server error', error: 'INTERNAL' }, 500),
    });
    expect(await screen.findByText('The outbox could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});
