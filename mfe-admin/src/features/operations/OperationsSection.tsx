import type { ReactNode } from 'react';
import { Alert, Paper, Skeleton, Stack, Typography } from '@portal/platform';

interface Props {
  id: string;
  title: string;
  subtitle: string;
  isLoading: boolean;
  /** The section's own message when its data could not be read; the other sections still show. */
  failure?: string;
  children: ReactNode;
}

/** One panel of the operations view; each loads its own data and fails on its own. */
export const OperationsSection = ({ id, title, subtitle, isLoading, failure, children }: Props) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {subtitle}
      </Typography>
    </Stack>
    {isLoading ? (
      <Skeleton variant="rounded" height={160} role="status" aria-label={`Loading ${title.toLowerCase()}`} />
    ) : failure ? (
      <Alert severity="error">{failure}</Alert>
    ) : (
      children
    )}
  </Paper>
);
