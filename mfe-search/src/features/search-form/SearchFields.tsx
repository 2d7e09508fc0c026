import { Grid } from '@portal/platform';
import { RouteFields } from './RouteFields';
import { SearchFormEnd } from './SearchFormEnd';
import { TravelDateFields } from './TravelDateFields';

interface SearchFieldsProps {
  searching: boolean;
  serverError: string | null;
}

/** The round-trip / one-way form's fields, laid out in two rows from md up and stacked below. */
export const SearchFields = ({ searching, serverError }: SearchFieldsProps) => (
  <Grid container spacing={2}>
    <RouteFields />
    <TravelDateFields />
    <SearchFormEnd searching={searching} serverError={serverError} />
  </Grid>
);
