import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Navigate,
  Typography,
  useGetCurrentUserQuery,
  useSessionStatus,
  useSessionUser,
} from '@portal/platform';
import { signInPath } from '../../shared/redirects';
import { AccountTabs } from './AccountTabs';

const PATH = '/account-settings';

/** /account-settings: signed-in only. A guest is sent to sign in once the shell knows there is no session. */
export const AccountSettingsPage = () => {
  const status = useSessionStatus();
  const user = useSessionUser();
  const { isError, refetch } = useGetCurrentUserQuery();

  if (!user && status === 'signed-out') return <Navigate to={signInPath(PATH)} replace />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} data-testid="page-settings">
      <Typography variant="h4" component="h1" gutterBottom>
        Account Settings
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Manage your profile and keep your account secure.</Typography>
      {user ? (
        <AccountTabs user={user} />
      ) : isError ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          We could not check whether you are signed in.
        </Alert>
      ) : (
        <Box role="status" aria-label="Checking your session" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress />
        </Box>
      )}
    </Container>
  );
};
