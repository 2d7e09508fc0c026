import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, errorMessage, type PriceAlert } from '@portal/platform';
import { EmptyState } from '../../shared/EmptyState';
import { DeleteAlertDialog } from './DeleteAlertDialog';
import { PriceAlertCard } from './PriceAlertCard';

/** The Alerts tab: the traveller's price alerts, newest first, each with its history and actions. */
export const PriceAlertsPanel = ({
  alerts,
  isLoading,
  error,
  onRetry,
}: {
  alerts: PriceAlert[] | undefined;
  isLoading: boolean;
  error: Parameters<typeof errorMessage>[0];
  onRetry(): void;
}) => {
  const [deleting, setDeleting] = useState<PriceAlert | null>(null);

  if (isLoading)
    return (
      <Stack spacing={2} role="status" aria-label="Loading your price alerts">
        <Skeleton variant="rounded" height={180} />
      </Stack>
    );
  if (error || !alerts)
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>Try again</Button>}>
        {errorMessage(error, 'We could not load your price alerts. Please try again.')}
      </Alert>
    );
  return (
    <>
      {alerts.length === 0 ? (
        <EmptyState
          title="No price alerts"
          description="Search for flights and choose Get Price Alerts on the results to hear when the price drops."
        />
      ) : (
        <Stack spacing={2}>
          {alerts.map((alert) => (
            <PriceAlertCard key={alert.id} alert={alert} onDelete={() => setDeleting(alert)} />
          ))}
        </Stack>
      )}
      <DeleteAlertDialog alert={deleting} onClose={() => setDeleting(null)} />
    </>
  );
};
