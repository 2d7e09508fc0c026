import {
  Alert,
  Box,
  Button,
  Link,
  RouterLink,
  Stack,
  Typography,
  errorCode,
  errorMessage,
  useNavigate,
  useSearchParams,
  type ResetPasswordFormValues,
  schemaResolver,
} from '@portal/platform';
import { useForm } from '@portal/platform/forms';
import { PASSWORD_RESET_MESSAGE } from '@portal/platform/vocabulary/account';
import { useResetPasswordMutation } from '../../api/passwordResetApi';
import { AuthCard } from '../../shared/AuthCard';
import { PasswordField } from '../../shared/forms/PasswordField';

const EMPTY: ResetPasswordFormValues = { newPassword: '', confirmPassword: '' };
const NO_TOKEN =
  'This password reset link is incomplete. Please use the whole link from the e-mail, or ask for a new one.';

const AskAgain = () => (
  <Link component={RouterLink} to="/forgot-password">
    Ask for a new link
  </Link>
);

/**
 * /reset-password?token=…: the link from the reset (or set-password) e-mail. The new password
 * follows the change-password rule; on success the sign-in page says so. A used or expired link
 * says so and offers to ask again.
 */
export const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [resetPassword, { error, isLoading }] = useResetPasswordMutation();
  const { control, handleSubmit } = useForm<ResetPasswordFormValues>({
    resolver: schemaResolver((contracts) => contracts.resetPasswordFormSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async ({ newPassword }) => {
    const result = await resetPassword({ token, newPassword });
    if (result.error) return;
    navigate('/login', { replace: true, state: { notice: result.data.message || PASSWORD_RESET_MESSAGE } });
  });

  const linkRefused = !token || errorCode(error) === 'RESET_LINK_INVALID';
  return (
    <AuthCard
      testId="page-reset-password"
      title="Choose a new password"
      subtitle="Setting it signs your account out everywhere; then sign in with it."
      footer={
        <Typography variant="body2">
          <Link component={RouterLink} to="/login">
            Back to sign in
          </Link>
        </Typography>
      }
    >
      {linkRefused ? (
        <Alert severity="error" action={<AskAgain />}>
          {token ? errorMessage(error, NO_TOKEN) : NO_TOKEN}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label="Choose a new password">
          <Stack spacing={2}>
            {error && (
              <Alert severity="error">{errorMessage(error, 'We could not set your password. Please try again.')}</Alert>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Use at least 12 characters, with an uppercase letter, a lowercase letter, a number and a special
              character.
            </Typography>
            <PasswordField
              control={control}
              name="newPassword"
              label="New password"
              autoComplete="new-password"
              autoFocus
              required
            />
            <PasswordField
              control={control}
              name="confirmPassword"
              label="Confirm new password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
              {isLoading ? 'Saving...' : 'Set new password'}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
};
