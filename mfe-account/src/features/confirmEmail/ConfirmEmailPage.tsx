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
import { useConfirmEmailMutation } from '../../api/accountApi';
import { AuthCard } from '../../shared/AuthCard';

const NO_TOKEN = 'This confirmation link is incomplete. Please use the whole link from the e-mail.';

/**
 * /confirm-email?token=…: the link from the confirmation e-mail (issue 21). Confirms once on
 * arrival and says whether it worked; a link that did not work points to the profile for a new one.
 */
export const ConfirmEmailPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { data, error, isUninitialized, isLoading }] = useConfirmEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a link works once, so a second call (React's dev double effect) would fail it.
    if (!token || sent.current) return;
    sent.current = true;
    void confirm({ token });
  }, [token, confirm]);

  const pending = token !== '' && (isUninitialized || isLoading);
  return (
    <AuthCard
      testId="page-confirm-email"
      title="Confirm your e-mail"
      subtitle="Confirming your address lets your account hold it."
      footer={
        <Typography variant="body2">
          <Link component={RouterLink} to="/account-settings">
            Go to your account
          </Link>
        </Typography>
      }
    >
      {pending && (
        <Box
          role="status"
          aria-label="Confirming your e-mail address"
          sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
        >
          <CircularProgress />
        </Box>
      )}
      {data && <Alert severity="success">{data.message}</Alert>}
      {(error || !token) && (
        <Alert severity="error">
          {token ? errorMessage(error, 'We could not confirm your e-mail address. Please try again.') : NO_TOKEN}
        </Alert>
      )}
    </AuthCard>
  );
};
