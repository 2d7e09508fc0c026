import { lazy, Suspense } from 'react';
import { Box, CircularProgress, Typography } from '@portal/platform';
import type { SearchCriteria } from '../search-params';

// The form (airport picker, date fields, contracts) loads when someone opens it, not with the results.
const SearchForm = lazy(() => import('../search-form').then((m) => ({ default: m.SearchForm })));

export const MODIFY_SEARCH_ID = 'modify-search';

/** The home page's search form, in place on the results page and filled in with this search. */
export const ModifySearchForm = ({ criteria }: { criteria: SearchCriteria }) => (
  <Box
    id={MODIFY_SEARCH_ID}
    component="section"
    aria-labelledby="modify-search-title"
    sx={{ pt: 2, mt: 2, borderTop: 1, borderColor: 'divider' }}
  >
    <Typography id="modify-search-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
      Modify your search
    </Typography>
    <Suspense fallback={<CircularProgress size={24} aria-label="Loading the search form" />}>
      <SearchForm initialCriteria={criteria} />
    </Suspense>
  </Box>
);
