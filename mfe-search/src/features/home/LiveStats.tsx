import { Grid } from '@portal/platform';
import { Figure } from './Figure';

/** Fixed marketing figures: shown as they are, never computed. */
const STATS = [
  { value: '127K', label: 'active searches' },
  { value: '3.2K', label: 'bookings today' },
  { value: '$247', label: 'average savings' },
  { value: '98.7%', label: 'satisfaction' },
] as const;

export const LiveStats = () => (
  <Grid container spacing={3} component="section" aria-label="Our numbers" sx={{ mt: 4 }}>
    {STATS.map((stat) => (
      <Grid key={stat.label} size={{ xs: 6, md: 3 }}>
        <Figure value={stat.value} label={stat.label} />
      </Grid>
    ))}
  </Grid>
);
