import { Alert, AlertTitle, ScheduleIcon, Stack, Typography, useMinutesRemaining } from '@portal/platform';

const WARNING_MINUTES = 5;

const inMinutes = (minutes: number) => `Offer expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** How long the offer's price holds: a note, a warning under 5 minutes, then expired. */
export const OfferExpiry = ({ expiresAt }: { expiresAt: string }) => {
  const minutes = useMinutesRemaining(expiresAt);
  if (minutes === null) return null;

  if (minutes === 0) {
    return (
      <Alert severity="error" data-testid="offer-expiry">
        This flight offer has expired. Please select another flight.
      </Alert>
    );
  }
  if (minutes < WARNING_MINUTES) {
    return (
      <Alert severity="warning" data-testid="offer-expiry">
        <AlertTitle>Offer Expiring Soon</AlertTitle>
        {inMinutes(minutes)}. Book now to keep this price.
      </Alert>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', color: 'text.secondary' }}
      data-testid="offer-expiry"
    >
      <ScheduleIcon fontSize="small" />
      <Typography variant="body2">{inMinutes(minutes)}</Typography>
    </Stack>
  );
};
