import {
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  ErrorOutlineIcon,
  RefreshIcon,
  Stack,
  Typography,
} from '@portal/platform';

type RemoteFallbackProps = {
  /** What could not load, in words a visitor understands, e.g. 'your trips'. */
  area: string;
} & (
  | { onRetry: () => void; retrying?: boolean; updating?: never }
  /** The module's release needs another platform than this shell's: a retry would meet the same answer. */
  | { updating: true; onRetry?: never; retrying?: never }
);

const UPDATING_MESSAGE = 'This part of the site is being updated. Please try again in a few minutes.';

/** Stands in for a module area that failed to load, so the rest of the page keeps working. */
export const RemoteFallback = ({ area, onRetry, retrying = false, updating }: RemoteFallbackProps) => (
  <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
    <Card role="alert" data-testid="remote-fallback" elevation={0}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <ErrorOutlineIcon sx={{ fontSize: 48, color: 'warning.main' }} />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            This section is temporarily unavailable
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {updating ? UPDATING_MESSAGE : `We couldn't load ${area}. The rest of the site still works.`}
          </Typography>
          {onRetry && (
            <Button
              variant="contained"
              onClick={onRetry}
              disabled={retrying}
              aria-busy={retrying}
              startIcon={
                retrying ? <CircularProgress size={18} color="inherit" aria-label="Retrying" /> : <RefreshIcon />
              }
            >
              Try again
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  </Container>
);
