import { type AdminOutboxMessage } from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';

/** Pending with failed attempts behind it is a retry waiting for its time. */
export const outboxStatusLabel = ({ status, attempts }: Pick<AdminOutboxMessage, 'status' | 'attempts'>) => {
  if (status === 'sent') return { label: 'Sent', color: 'success' as const };
  if (status === 'failed') return { label: 'Failed', color: 'error' as const };
  return attempts > 0
    ? { label: 'Retrying', color: 'warning' as const }
    : { label: 'Queued', color: 'default' as const };
};

export const OutboxStatusChip = ({ message }: { message: Pick<AdminOutboxMessage, 'status' | 'attempts'> }) => {
  const { label, color } = outboxStatusLabel(message);
  return <Tag label={label} color={color} size="small" />;
};
