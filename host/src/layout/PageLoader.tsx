import { Box, CircularProgress } from '@portal/platform';

/** The Suspense fallback while a page or module loads. */
export const PageLoader = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh', py: 6 }}>
    <CircularProgress aria-label="Loading page" />
  </Box>
);
