import { Button, RouterLink, SearchIcon } from '@portal/platform';
import { ResultsMessage } from './ResultsMessage';

/** The search answered with no offers at all. */
export const NoFlightsFound = () => (
  <ResultsMessage
    icon={<SearchIcon color="disabled" sx={{ fontSize: 48 }} />}
    title="No Flights Found"
    action={
      <Button variant="contained" component={RouterLink} to="/">
        Modify Search
      </Button>
    }
  >
    We couldn&apos;t find any flights for this search. Try other dates or airports.
  </ResultsMessage>
);
