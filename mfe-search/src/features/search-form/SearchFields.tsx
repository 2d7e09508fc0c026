import { memo } from 'react';
import { Grid } from '@portal/platform';
import { RouteFields } from './RouteFields';
import { SearchFormEnd } from './SearchFormEnd';
import { TravelDateFields } from './TravelDateFields';

interface SearchFieldsProps {
  searching: boolean;
  serverError: string | null;
}

/**
 * The round-trip / one-way form's fields, laid out in two rows from md up and stacked below.
 * Memoised: the form around renders again when its own state changes (right after mounting,
 * among others), and the fields follow their values through their controllers.
 */
export const SearchFields = memo(function SearchFields({ searching, serverError }: SearchFieldsProps) {
  return (
    <Grid container spacing={2}>
      <RouteFields />
      <TravelDateFields />
      <SearchFormEnd searching={searching} serverError={serverError} />
    </Grid>
  );
});
