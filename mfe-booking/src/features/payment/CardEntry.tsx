import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { Alert, Box, Button, Skeleton } from '@portal/platform';
import { CardElementField } from './CardElementField';
import type { StripeJs } from './useStripeJs';

interface CardEntryProps {
  stripeJs: StripeJs;
  disabled: boolean;
  error: string | null;
  onChange: (event: StripeCardElementChangeEvent) => void;
}

/** The card Element once Stripe.js is on the page; a skeleton until then; a retry if it could not load. */
export const CardEntry = ({ stripeJs, disabled, error, onChange }: CardEntryProps) => {
  if (stripeJs.status === 'ready') return <CardElementField disabled={disabled} error={error} onChange={onChange} />;
  if (stripeJs.status === 'loading') {
    return (
      <Box role="status" aria-label="Loading secure card entry" data-testid="card-entry-loading">
        <Skeleton variant="text" width={220} />
        <Skeleton variant="rounded" height={56} />
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={stripeJs.retry}>
          Retry
        </Button>
      }
    >
      Secure card entry could not be loaded, so payment is unavailable for now. Check your connection and try again.
    </Alert>
  );
};
