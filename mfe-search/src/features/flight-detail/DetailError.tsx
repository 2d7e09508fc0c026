import {
  Button,
  Container,
  ErrorOutlineIcon,
  Paper,
  RETURN_STATE,
  RouterLink,
  Stack,
  Typography,
} from '@portal/platform';

/** The offer could not be loaded. */
export const DetailError = ({ message, backTo }: { message: string; backTo: string }) => (
  <Container maxWidth="md" sx={{ py: 6 }} data-testid="page-flight-detail">
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h1">
          Error Loading Flight Details
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{message}</Typography>
        <Button variant="contained" component={RouterLink} to={backTo} state={RETURN_STATE}>
          Back to Search
        </Button>
      </Stack>
    </Paper>
  </Container>
);
