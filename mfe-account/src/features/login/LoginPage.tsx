import { Link, RouterLink, Typography } from '@portal/platform';
import { AuthCard } from '../../shared/AuthCard';
import { LoginForm } from './LoginForm';

/** /login: sign in, then back to where the visitor was sent from. */
export const LoginPage = () => (
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
    <LoginForm />
  </AuthCard>
);
