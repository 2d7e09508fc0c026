import { type Trip } from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { STATUS_LABELS } from './tripSummary';

const COLOURS = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'default',
  failed: 'error',
} as const;

/** The status badge (Confirmed, Completed, Cancelled; Pending for a booking still being confirmed). */
export const TripStatusChip = ({ status }: { status: Trip['status'] }) => (
  <Tag
    size="small"
    label={STATUS_LABELS[status]}
    color={COLOURS[status]}
    variant={status === 'cancelled' ? 'outlined' : 'filled'}
  />
);
