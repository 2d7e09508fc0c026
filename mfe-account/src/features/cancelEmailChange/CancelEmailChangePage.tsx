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
import { useCancelEmailChangeMutation } from '../../api/profileApi';
import { AuthCard } from '../../shared/AuthCard';

const NO_TOKEN = 'This link is incomplete. Please use the whole link from the e-mail.';

/**
 * /cancel-email-change?token=…: the link sent to the address an account leaves. Undoes the change
 * once on arrival (other sessions end) and points to a password reset, since whoever asked knew it.
 */
export const CancelEmailChangePage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [cancel, { data, error, isUninitialized, isLoading }] = useCancelEmailChangeMutation();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a link works once, so a second call (React's dev double effect) would fail it.
    if (!token || sent.current) return;
    sent.current = true;
    void cancel({ token });
  }, [token, cancel]);

  const pending = token !== '' && (isUninitialized || isLoading);
  return (
    <AuthCard
      testId="page-cancel-email-change"
      title="Cancel the e-mail change"
      subtitle="Your account keeps this e-mail address."
      footer={
        <Typography variant="body2">
          <Link component={RouterLink} to="/forgot-password">
            Reset your password
          </Link>
        </Typography>
      }
    >
      {pending && (
        <Box
          role="status"
          aria-label="Cancelling the e-mail change"
          sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
        >
          <CircularProgress />
        </Box>
      )}
      {data && <Alert severity="success">{data.message}</Alert>}
      {(error || !token) && (
        <Alert severity="error">
          {token ? errorMessage(error, 'We could not cancel the e-mail change. Please try again.') : NO_TOKEN}
        </Alert>
      )}
    </AuthCard>
  );
};
