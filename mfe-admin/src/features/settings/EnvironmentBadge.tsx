import { Tag } from '@portal/platform/plain-controls';

/** Test or Live: the mode bookings run in right now. */
export const EnvironmentBadge = ({ environment }: { environment: 'test' | 'live' }) => (
  <Tag
    label={environment === 'live' ? 'Live' : 'Test'}
    color={environment === 'live' ? 'success' : 'warning'}
    size="small"
    aria-label={`Environment: ${environment === 'live' ? 'Live' : 'Test'}`}
    sx={{ fontWeight: 700 }}
  />
);
