import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  RouterLink,
  Skeleton,
  Stack,
  Typography,
  errorMessage,
  formatTotal,
  useToast,
  type PriceAlert,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { ALERT_STATUS_LABELS, alertDetails, alertResultsPath, alertRoute, canPause } from './alertLabels';
import { useGetPriceAlertQuery, useSetPriceAlertPausedMutation } from './alertsApi';
import { PriceHistoryChart } from './PriceHistoryChart';

const STATUS_COLOURS = {
  pending_confirmation: 'warning',
  active: 'success',
  paused: 'default',
  ended: 'default',
} as const;

/** One price alert: its search, status, target and latest price, the price history, pause or resume, delete. */
export const PriceAlertCard = ({ alert, onDelete }: { alert: PriceAlert; onDelete(): void }) => {
  const history = useGetPriceAlertQuery(alert.id);
  const [setPaused, pausing] = useSetPriceAlertPausedMutation();
  const { toast } = useToast();
  const title = alertRoute(alert);
  // Known once the search has been run; until then a target reads as the amount given.
  const currency = alert.currency ?? history.data?.prices[0]?.currency ?? null;
  const money = (amount: string) => (currency ? formatTotal(amount, currency) : amount);

  const togglePause = async () => {
    const paused = alert.status === 'active';
    const result = await setPaused({ id: alert.id, paused });
    if (result.error)
      toast({
        title: paused ? 'Could not pause the alert' : 'Could not resume the alert',
        description: errorMessage(result.error, 'Please try again later.'),
        variant: 'destructive',
      });
    else toast({ title: paused ? 'Price alert paused' : 'Price alert resumed', description: title });
  };

  return (
    <Card variant="outlined" component="article" aria-label={`Price alert ${title}`} data-testid="alert-card">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box>
            <Typography variant="h6" component="h3">
              {title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {alertDetails(alert)}
            </Typography>
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' } }}>
            <Tag size="small" label={ALERT_STATUS_LABELS[alert.status]} color={STATUS_COLOURS[alert.status]} />
            <Typography variant="body2" title="Latest price">
              {alert.lastPrice === null ? 'Not checked yet' : `Now ${money(alert.lastPrice)}`}
            </Typography>
            {alert.targetPrice !== null && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Target {money(alert.targetPrice)}
              </Typography>
            )}
          </Stack>
        </Stack>
        <Box sx={{ mt: 2 }}>
          {history.data ? (
            <PriceHistoryChart
              prices={history.data.prices}
              targetPrice={alert.targetPrice}
              currency={currency ?? 'USD'}
            />
          ) : history.isError ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The price history could not be loaded.
            </Typography>
          ) : (
            <Skeleton variant="rounded" height={64} sx={{ maxWidth: 360 }} aria-label="Loading the price history" />
          )}
        </Box>
        {alert.status === 'pending_confirmation' && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Follow the link we e-mailed to start this alert.
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" component={RouterLink} to={alertResultsPath(alert)}>
          See Flights
        </Button>
        {canPause(alert) && (
          <Button onClick={() => void togglePause()} disabled={pausing.isLoading}>
            {alert.status === 'active' ? 'Pause' : 'Resume'}
          </Button>
        )}
        <Button color="error" onClick={onDelete}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
};
