import { ContentCopyIcon, IconButton, Stack, Tooltip, Typography, createLogger, useToast } from '@portal/platform';

const log = createLogger('mfe-booking');

/** The booking reference, large, with a button that copies it. */
export const BookingReference = ({ reference }: { reference: string }) => {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      toast({ title: 'Copied to clipboard', description: `Booking reference ${reference}` });
    } catch (error) {
      log.warn('could not copy the booking reference', error);
      toast({ title: 'Could not copy', description: 'Please copy the reference by hand.', variant: 'destructive' });
    }
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Booking reference
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, letterSpacing: 2 }}
          data-testid="booking-reference"
        >
          {reference}
        </Typography>
        <Tooltip title="Copy booking reference">
          <IconButton aria-label="Copy booking reference" onClick={copy}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
};
