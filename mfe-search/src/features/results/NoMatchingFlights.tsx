import { Button, FilterListIcon } from '@portal/platform';
import { ResultsMessage } from './ResultsMessage';

/** There are offers, but the filters leave none of them. */
export const NoMatchingFlights = ({ onClearFilters }: { onClearFilters: () => void }) => (
  <ResultsMessage
    icon={<FilterListIcon color="disabled" sx={{ fontSize: 48 }} />}
    title="No Matching Flights"
    action={
      <Button variant="outlined" onClick={onClearFilters}>
        Clear filters
      </Button>
    }
  >
    No flights match the filters you chose. Clear some filters to see more results.
  </ResultsMessage>
);
