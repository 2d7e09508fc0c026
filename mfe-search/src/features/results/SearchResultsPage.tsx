import { Container, Typography } from '@portal/platform';

export const SearchResultsPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-results">
    <Typography variant="h4" component="h1" gutterBottom>
      Search results
    </Typography>
    <Typography color="text.secondary">Your matching flights appear here.</Typography>
  </Container>
);
