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
import { AuthCard } from './AuthCard';

/** The mutation a link's token is spent on: RTK Query's hook, its trigger and state. */
type SpendToken = () => readonly [
  (request: { token: string }) => unknown,
  {
    data?: { message: string };
    error?: Parameters<typeof errorMessage>[0];
    isUninitialized: boolean;
    isLoading: boolean;
  },
];

export interface OneTimeLinkPageProps {
  useSpendToken: SpendToken;
  testId: string;
  title: string;
  subtitle: string;
  /** Read out while the token is being spent. */
  pendingLabel: string;
  failure: string;
  incomplete: string;
  next: { to: string; label: string };
}

/**
 * A page an e-mailed one-time link opens (?token=…): spends the token once on arrival and says
 * whether it worked, with the one place to go next.
 */
export const OneTimeLinkPage = ({
  useSpendToken,
  testId,
  title,
  subtitle,
  pendingLabel,
  failure,
  incomplete,
  next,
}: OneTimeLinkPageProps) => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [spend, { data, error, isUninitialized, isLoading }] = useSpendToken();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a link works once, so a second call (React's dev double effect) would fail it.
    if (!token || sent.current) return;
    sent.current = true;
    void spend({ token });
  }, [token, spend]);

  const pending = token !== '' && (isUninitialized || isLoading);
  return (
    <AuthCard
      testId={testId}
      title={title}
      subtitle={subtitle}
      footer={
        <Typography variant="body2">
          <Link component={RouterLink} to={next.to}>
            {next.label}
          </Link>
        </Typography>
      }
    >
      {pending && (
        <Box role="status" aria-label={pendingLabel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress />
        </Box>
      )}
      {data && <Alert severity="success">{data.message}</Alert>}
      {(error || !token) && <Alert severity="error">{token ? errorMessage(error, failure) : incomplete}</Alert>}
    </AuthCard>
  );
};
