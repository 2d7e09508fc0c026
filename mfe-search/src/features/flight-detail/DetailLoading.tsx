import { Container, Grid, LinearProgress, Skeleton, Stack } from '@portal/platform';

/** The detail page's shape while the offer loads. */
export const DetailLoading = () => (
  <Container maxWidth="lg" sx={{ py: 4 }} data-testid="page-flight-detail" aria-busy="true">
    <LinearProgress aria-label="Loading flight details" sx={{ mb: 3 }} />
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Skeleton variant="rounded" height={180} />
      </Grid>
    </Grid>
  </Container>
);
