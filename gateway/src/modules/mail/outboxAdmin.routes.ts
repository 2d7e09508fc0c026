import { Router } from 'express';
import { z } from 'zod';
import {
  adminOutboxPageSchema,
  adminOutboxPreviewSchema,
  adminOutboxQuerySchema,
  type AdminOutboxMessage,
} from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import { validated } from '../../http/validate';
import type { OutboxRecord, OutboxRepository } from './outbox.repository';
import { redactOneTimeLinks } from './redactOneTimeLinks';

const idParams = z.object({ id: z.uuid({ error: 'Not an outbox message id' }) });

const listed = (message: OutboxRecord): AdminOutboxMessage => ({
  id: message.id,
  to: message.toAddress,
  subject: message.subject,
  status: message.status,
  attempts: message.attempts,
  lastError: message.lastError,
  createdAt: message.createdAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
  nextAttemptAt: message.status === 'pending' ? message.nextAttemptAt.toISOString() : null,
});

/**
 * /api/admin/outbox: the operations view of the e-mails the portal queued. Mounted behind the
 * admin guard (admin.routes.ts). Bodies are shown with one-time links hidden.
 */
export const createOutboxAdminRouter = (outbox: Pick<OutboxRepository, 'page' | 'find'>) =>
  Router()
    .get(
      '/api/admin/outbox',
      validated({ query: adminOutboxQuerySchema }, async (_req, res, { query }) => {
        const { page, limit } = query;
        const { messages, total } = await outbox.page({ page, limit });
        res
          .set('Cache-Control', 'no-store')
          .json(adminOutboxPageSchema.parse({ messages: messages.map(listed), page, limit, total }));
      }),
    )
    .get(
      '/api/admin/outbox/:id',
      validated({ params: idParams }, async (_req, res, { params }) => {
        const message = await outbox.find(params.id);
        if (!message) throw new AppError('NOT_FOUND', 'No such e-mail in the outbox.', 404);
        const text = redactOneTimeLinks(message.textBody);
        const html = redactOneTimeLinks(message.htmlBody);
        res.set('Cache-Control', 'no-store').json(
          adminOutboxPreviewSchema.parse({
            ...listed(message),
            text: text.body,
            html: html.body,
            redacted: text.redacted || html.redacted,
          }),
        );
      }),
    );
