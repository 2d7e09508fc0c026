import { Box, CircularProgress } from '@portal/platform';

/** The wait while a part fetched on demand (a checkout step, a change's confirmation) arrives. */
export const PartLoading = ({ label }: { label: string }) => (
  <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress />
  </Box>
);
