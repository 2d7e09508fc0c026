import { Container, Paper, Typography } from '@portal/platform';
import { SearchForm } from '../search-form';
import { LiveStats } from './LiveStats';
import { SEARCH_FORM_ID } from './scrollToSearchForm';

/** The search form on its card, the target of every 'find flights' button on the page. */
export const SearchSection = () => (
  <Container
    maxWidth="lg"
    component="section"
    id={SEARCH_FORM_ID}
    tabIndex={-1}
    aria-labelledby="home-search-title"
    sx={{ py: { xs: 4, md: 6 }, scrollMarginTop: 80, outline: 'none' }}
  >
    <Paper elevation={6} sx={{ p: { xs: 2, sm: 3, md: 4 }, borderRadius: 3 }}>
      <Typography id="home-search-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Search flights
      </Typography>
      <SearchForm />
    </Paper>
    <LiveStats />
  </Container>
);
