import { Link, RouterLink, Typography } from '@portal/platform';
import { AuthCard } from '../../shared/AuthCard';
import { RegisterForm } from './RegisterForm';

/** /register: create an account, then sign in on /login. */
export const RegisterPage = () => (
  <AuthCard
    testId="page-register"
    title="Create an Account"
    subtitle="Register to book faster and manage your trips online."
    footer={
      <Typography variant="body2">
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Typography>
    }
  >
    <RegisterForm />
  </AuthCard>
);
