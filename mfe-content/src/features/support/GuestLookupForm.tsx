import { useState } from 'react';
import { Alert, Box, Button, Grid, errorMessage, schemaResolver, type BookingLookup } from '@portal/platform';
import { useForm, FormTextField } from '@portal/platform/forms';
import { useLookupGuestBookingMutation } from './bookingLookupApi';

const NOT_FOUND = 'We could not find a booking with that reference and e-mail.';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** My Bookings, for guests: find a booking by its reference and the e-mail it was made with. */
export const GuestLookupForm = () => {
  const [lookup, { isLoading }] = useLookupGuestBookingMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { control, handleSubmit } = useForm<BookingLookup>({
    resolver: schemaResolver((contracts) => contracts.bookingLookupSchema),
    defaultValues: { reference: '', email: '' },
  });

  const retrieve = handleSubmit(async (request) => {
    const result = await lookup(request);
    if (result.error) {
      const notFound = 'status' in result.error && result.error.status === 404;
      setOutcome({
        severity: 'error',
        text: notFound ? NOT_FOUND : errorMessage(result.error, 'Something went wrong. Please try again.'),
      });
      return;
    }
    setOutcome({
      severity: 'success',
      text: result.data.message ?? 'We found your booking. Its details are on their way to your e-mail.',
    });
  });

  return (
    <Box component="form" noValidate onSubmit={retrieve} aria-label="Find a booking">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="reference" label="Booking reference" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 2 }}>
        {isLoading ? 'Searching...' : 'Retrieve Booking'}
      </Button>
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 2 }}>
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
};
