import { Container, Grid, Paper, Typography } from '@portal/platform';
import { SearchForm } from '../search-form';
import { PopularRouteCard } from './PopularRouteCard';
import { POPULAR_ROUTES } from './popularRoutes';

/** /flights: the search form and the popular routes, each one click from its results. */
export const FlightsPage = () => (
  <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="page-flights">
    <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
      Flights
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
      Compare fares across 800+ airlines for your dates and travellers, or start from one of the routes our travellers
      book most.
    </Typography>
    <Paper elevation={4} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 6 }}>
      <SearchForm />
    </Paper>
    <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
      Popular routes
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      A week-long round trip three weeks from today, for one adult in economy.
    </Typography>
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Popular routes">
      {POPULAR_ROUTES.map((route) => (
        <Grid key={`${route.from.code}-${route.to.code}`} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
          <PopularRouteCard route={route} />
        </Grid>
      ))}
    </Grid>
  </Container>
);
