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

interface RemoteFallbackProps {
  /** What could not load, in words a visitor understands, e.g. 'your trips'. */
  area: string;
  onRetry: () => void;
  retrying?: boolean;
  /** Says why instead, and offers no retry: e.g. a release built for another platform than the shell's. */
  message?: string;
}

/** Stands in for a module area that failed to load, so the rest of the page keeps working. */
export const RemoteFallback = ({ area, onRetry, retrying = false, message }: RemoteFallbackProps) => (
  <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
    <Card role="alert" data-testid="remote-fallback" elevation={0}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <ErrorOutlineIcon sx={{ fontSize: 48, color: 'warning.main' }} />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            This section is temporarily unavailable
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {message ?? `We couldn't load ${area}. The rest of the site still works.`}
          </Typography>
          {!message && (
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
