import { Button, ErrorOutlineIcon } from '@portal/platform';
import { ResultsMessage } from './ResultsMessage';

/** The search failed; 'Try Again' reloads the page. */
export const ResultsError = ({ message }: { message: string }) => (
  <ResultsMessage
    icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />}
    title="Error Loading Flights"
    action={
      <Button variant="contained" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    }
  >
    {message}
  </ResultsMessage>
);
