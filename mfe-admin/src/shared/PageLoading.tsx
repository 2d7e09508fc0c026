import { Box, CircularProgress, Typography } from '@portal/platform';

/** A page or a section on its way, said in words (the brand manager's 'Loading brand manager...'). */
export const PageLoading = ({ label }: { label: string }) => (
  <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
    <CircularProgress aria-hidden />
    <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
  </Box>
);
