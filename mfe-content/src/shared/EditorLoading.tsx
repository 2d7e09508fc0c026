import { Box, CircularProgress } from '@portal/platform';

/** The editor's wait: the spinner every page already carries (a loading bar would be a part of its own to fetch). */
export const EditorLoading = ({ label }: { label: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress aria-label={label} />
  </Box>
);
