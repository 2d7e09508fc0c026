import { useEffect, useRef } from 'react';
import {
  Alert,
  Box,
  CircularProgress,
  Link,
  RouterLink,
  Typography,
  errorMessage,
  useSearchParams,
} from '@portal/platform';
import { useAttachBookingMutation } from './attachBookingApi';
import { AuthCard } from '../../shared/AuthCard';

const NO_TOKEN = 'This link is incomplete. Please use the whole link from the e-mail.';

/**
 * /attach-booking?token=…: the link in the confirmation e-mail of a guest booking made with the
 * address an account holds. Adds the booking to that account once on arrival and says so.
 */
export const AttachBookingPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [attach, { data, error, isUninitialized, isLoading }] = useAttachBookingMutation();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a link works once, so a second call (React's dev double effect) would fail it.
    if (!token || sent.current) return;
    sent.current = true;
    void attach({ token });
  }, [token, attach]);

  const pending = token !== '' && (isUninitialized || isLoading);
  return (
    <AuthCard
      testId="page-attach-booking"
      title="Add a booking to My Trips"
      subtitle="A booking made with your e-mail address joins your account."
      footer={
        <Typography variant="body2">
          <Link component={RouterLink} to="/my-trips">
            Go to My Trips
          </Link>
        </Typography>
      }
    >
      {pending && (
        <Box role="status" aria-label="Adding the booking" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress />
        </Box>
      )}
      {data && <Alert severity="success">{data.message}</Alert>}
      {(error || !token) && (
        <Alert severity="error">
          {token ? errorMessage(error, 'We could not add the booking. Please try again.') : NO_TOKEN}
        </Alert>
      )}
    </AuthCard>
  );
};
