import { lazy } from 'react';
import { Container, Paper, Typography, useIsFirstPaint } from '@portal/platform';
import { SearchForm } from '../search-form';

// Drawn only in the first paint on the server: the browser's pages never fetch it.
const PaintedSearchForm = lazy(() =>
  import('./PaintedSearchForm').then((module) => ({ default: module.PaintedSearchForm })),
);
import { LiveStats } from './LiveStats';
import { SEARCH_FORM_ID } from './scrollToSearchForm';

/**
 * The search form on its card, the target of every 'find flights' button on the page; in the
 * page's first paint, the form that works without a script.
 */
export const SearchSection = () => {
  const firstPaint = useIsFirstPaint();
  return (
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
        {firstPaint ? <PaintedSearchForm /> : <SearchForm />}
      </Paper>
      <LiveStats />
    </Container>
  );
};
