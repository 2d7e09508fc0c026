import { Alert, Link, RouterLink, Typography, useLocation } from '@portal/platform';
import { AuthCard } from '../../shared/AuthCard';
import { LoginForm } from './LoginForm';

/** What another page left to say here (a password just reset, say), in the navigation's state. */
const noticeOf = (state: unknown): string | null => {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
};

/** /login: sign in, then back to where the visitor was sent from. */
export const LoginPage = () => {
  const notice = noticeOf(useLocation().state);
  return (
    <AuthCard
      testId="page-login"
      title="Sign In"
      subtitle="Sign in to see and manage your trips."
      footer={
        <Typography variant="body2">
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to="/register">
            Sign up
          </Link>
        </Typography>
      }
    >
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <LoginForm />
    </AuthCard>
  );
};
