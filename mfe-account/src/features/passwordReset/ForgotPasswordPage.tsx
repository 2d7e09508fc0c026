import {
  Alert,
  Box,
  Button,
  Link,
  RouterLink,
  Stack,
  Typography,
  errorMessage,
  type ForgotPasswordRequest,
  schemaResolver,
} from '@portal/platform';
import { FormTextField, useForm } from '@portal/platform/forms';
import { FORGOT_PASSWORD_MESSAGE } from '@portal/platform/vocabulary/account';
import { useForgotPasswordMutation } from '../../api/passwordResetApi';
import { AuthCard } from '../../shared/AuthCard';

const EMPTY: ForgotPasswordRequest = { email: '' };

/**
 * /forgot-password: the address to send a reset link to. The gateway answers the same whether or
 * not an account uses it, and so does this page (issue 20).
 */
export const ForgotPasswordPage = () => {
  const [forgotPassword, { data, error, isLoading }] = useForgotPasswordMutation();
  const { control, handleSubmit } = useForm<ForgotPasswordRequest>({
    resolver: schemaResolver((contracts) => contracts.forgotPasswordRequestSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (request) => {
    await forgotPassword(request);
  });

  return (
    <AuthCard
      testId="page-forgot-password"
      title="Forgot password?"
      subtitle="Enter your account's e-mail address and we will send you a link to choose a new password."
      footer={
        <Typography variant="body2">
          Remembered it?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Typography>
      }
    >
      {data ? (
        <Alert severity="success" role="status">
          {data.message || FORGOT_PASSWORD_MESSAGE}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label="Forgot password">
          <Stack spacing={2}>
            {error && (
              <Alert severity="error">{errorMessage(error, 'We could not send the link. Please try again.')}</Alert>
            )}
            <FormTextField
              control={control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              required
            />
            <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
              {isLoading ? 'Sending...' : 'Send reset link'}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
};
