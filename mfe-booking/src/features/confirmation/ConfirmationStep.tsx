import { useEffect } from 'react';
import {
  CheckCircleIcon,
  Paper,
  Stack,
  TOAST_DEFAULT_DURATION,
  Typography,
  useTheme,
  useToast,
  type BookingResult,
  type FlightOffer,
} from '@portal/platform';
import { formatTotal } from '@portal/platform';
import { STEP_HEADING } from '../../shared/stepHeading';
import { AccountNotice } from './AccountNotice';
import { BookingReference } from './BookingReference';
import { ItineraryList } from './ItineraryList';
import { ConfirmationActions } from './ConfirmationActions';

interface ConfirmationStepProps {
  result: BookingResult;
  offer: FlightOffer;
  /** 'Jane Doe · seat 12A' lines, one per passenger. */
  passengerLines: string[];
  primaryEmail: string | undefined;
}

/** Below the given '@media (min-width:…)' query (a browser without matchMedia is taken for a wide one). */
const onNarrowScreen = (wideQuery: string): boolean =>
  typeof window.matchMedia === 'function' && !window.matchMedia(wideQuery.replace(/^@media\s*/, '')).matches;

/** Step 4: the reference, the trip, what was paid, and what happened to accounts. */
export const ConfirmationStep = ({ result, offer, passengerLines, primaryEmail }: ConfirmationStepProps) => {
  const { toast } = useToast();
  const theme = useTheme();
  useEffect(() => {
    // On a phone the shell's toasts sit on top of the page's first lines: this page states the
    // booking and the account itself, so it adds no toast there (nothing covers the reference).
    if (onNarrowScreen(theme.breakpoints.up('sm'))) return undefined;
    toast({ title: 'Booking confirmed!', description: `Your booking reference is ${result.bookingReference}.` });
    // Only the session that booked is signed in (and shown the password); a replay elsewhere is not.
    if (!result.accountCreated || !result.accountInfo) return undefined;
    // One toast is visible at a time: the account news follows once the confirmation has been read.
    const timer = window.setTimeout(
      () => toast({ title: 'Account created!', description: 'You are now signed in.' }),
      TOAST_DEFAULT_DURATION,
    );
    return () => window.clearTimeout(timer);
  }, [result, toast, theme]);

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h2" tabIndex={-1} {...STEP_HEADING} sx={{ outline: 'none' }}>
            Your booking is confirmed
          </Typography>
          <BookingReference reference={result.bookingReference} />
          <Typography sx={{ color: 'text.secondary' }}>
            Total paid:{' '}
            <strong data-testid="total-paid">{formatTotal(result.totalAmount, result.totalCurrency)}</strong>
          </Typography>
        </Stack>
      </Paper>
      <AccountNotice result={result} email={primaryEmail} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h3">
            Itinerary
          </Typography>
          <ItineraryList offer={offer} />
          <Typography variant="h6" component="h3">
            Passengers
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label="Passengers">
            {passengerLines.map((line, index) => (
              <Typography component="li" key={index}>
                {line}
              </Typography>
            ))}
          </Stack>
        </Stack>
      </Paper>
      <ConfirmationActions />
    </Stack>
  );
};
