import { Box, Typography } from '@portal/platform';

/** A time bucket's name with its clock range beneath, e.g. 'Morning' / '6:00 AM-11:59 AM'. */
export const TimeBucketLabel = ({ label, range }: { label: string; range: string }) => (
  <Box component="span" sx={{ display: 'flex', flexDirection: 'column', py: 0.25 }}>
    <Typography component="span" variant="body2">
      {label}
    </Typography>
    <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
      {range}
    </Typography>
  </Box>
);
