import { Box, Container, Grid, Stack } from '@portal/platform';
import { Placeholder, ProgressBar } from '@portal/platform/plain-controls';

/** The detail page's shape while the offer loads. */
export const DetailLoading = () => (
  <Container maxWidth="lg" sx={{ py: 4 }} data-testid="page-flight-detail" aria-busy="true">
    <Box sx={{ mb: 3 }}>
      <ProgressBar label="Loading flight details" />
    </Box>
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <Placeholder variant="rounded" height={180} />
          <Placeholder variant="rounded" height={320} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Placeholder variant="rounded" height={180} />
      </Grid>
    </Grid>
  </Container>
);
