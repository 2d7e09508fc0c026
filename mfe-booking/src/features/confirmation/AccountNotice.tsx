import { Alert, AlertTitle, Box, Typography, type BookingResult } from '@portal/platform';

const Credential = ({ label, value }: { label: string; value: string }) => (
  <Typography variant="body2">
    {label}:{' '}
    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
      {value}
    </Box>
  </Typography>
);

/**
 * What the booking did to accounts: a new account (its name, to the session that booked, which is
 * signed in; a link to choose its password and one to confirm its address e-mailed, issue 20), or
 * the booking added to the account that holds this e-mail, confirmed.
 */
export const AccountNotice = ({ result, email }: { result: BookingResult; email: string | undefined }) => {
  if (result.accountCreated && result.accountInfo) {
    return (
      <Alert severity="success" data-testid="account-created">
        <AlertTitle>Your account has been created</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          You are now signed in.
        </Typography>
        <Credential label="Username" value={result.accountInfo.username} />
        <Credential label="Email" value={result.accountInfo.email} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          We sent you a link to choose your password, so you can sign in again later. If it has expired, use
          &lsquo;Forgot password?&rsquo; on the sign-in page.
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          We sent you a link to confirm your e-mail address. Until you do, bookings made as a guest with it are not
          added to this account.
        </Typography>
      </Alert>
    );
  }
  if (result.accountCreated) {
    // Answered to another session (a retry from elsewhere): only the session that booked is signed in.
    return (
      <Alert severity="info" data-testid="account-created-elsewhere">
        <AlertTitle>An account was created</AlertTitle>
        An account was created for {email ?? 'your e-mail address'}. We sent a link there to confirm the address, and
        one to choose a password.
      </Alert>
    );
  }
  if (result.attachedToExistingAccount) {
    return (
      <Alert severity="info" data-testid="account-attached">
        <AlertTitle>Added to your account</AlertTitle>
        This booking was added to the existing account for {email ?? 'your e-mail address'}. Sign in to see it in My
        Trips.
      </Alert>
    );
  }
  return null;
};
