import { Chip } from '@portal/platform';

/** Test or Live: the mode bookings run in right now. */
export const EnvironmentBadge = ({ environment }: { environment: 'test' | 'live' }) => (
  <Chip
    label={environment === 'live' ? 'Live' : 'Test'}
    color={environment === 'live' ? 'success' : 'warning'}
    size="small"
    aria-label={`Environment: ${environment === 'live' ? 'Live' : 'Test'}`}
    sx={{ fontWeight: 700 }}
  />
);
