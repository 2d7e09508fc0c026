import { Button, Container, FlightTakeoffIcon, RouterLink } from '@portal/platform';
import { ResultsMessage } from './ResultsMessage';

/** /search without a route or a date: not an error, an invitation to search. */
export const SearchPrompt = () => (
  <Container maxWidth="md" sx={{ py: 6 }} data-testid="page-results">
    <ResultsMessage
      icon={<FlightTakeoffIcon color="primary" sx={{ fontSize: 48 }} />}
      title="Where would you like to go?"
      action={
        <Button variant="contained" component={RouterLink} to="/">
          Search Flights
        </Button>
      }
    >
      Choose where you are flying from and to, and when, to see the available flights.
    </ResultsMessage>
  </Container>
);
