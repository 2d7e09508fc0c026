import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
  errorCode,
  useToast,
  PASSWORD_UPDATED_MESSAGE,
  type ChangePasswordFormValues,
  schemaResolver,
} from '@portal/platform';
import { useForm } from '@portal/platform/forms';
import { useChangePasswordMutation } from '../../api/accountApi';
import { gatewayErrorField } from '../../shared/forms/gatewayErrorField';
import { PasswordField } from '../../shared/forms/PasswordField';
import { passwordChangeError } from './passwordChangeError';

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Security tab's change-password form; the gateway checks the same rules and the current password. */
export const ChangePasswordForm = ({ username }: { username: string }) => {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { toast } = useToast();
  const { control, handleSubmit, reset, setError } = useForm<ChangePasswordFormValues>({
    resolver: schemaResolver((contracts) => contracts.changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await changePassword({ currentPassword, newPassword });
    if (result.error) {
      const message = passwordChangeError(result.error);
      if (errorCode(result.error) === 'INVALID_PASSWORD')
        setError('currentPassword', { message }, { shouldFocus: true });
      // A rule only the gateway checks (the list of common passwords) is shown on its field.
      else if (gatewayErrorField(result.error) === 'newPassword')
        setError('newPassword', { message }, { shouldFocus: true });
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    toast({ title: 'Success', description: result.data.message || PASSWORD_UPDATED_MESSAGE });
    reset(EMPTY);
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Change Password
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Use at least 12 characters, with an uppercase letter, a lowercase letter, a number and a special character.
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <Stack spacing={2}>
            <PasswordField
              control={control}
              name="currentPassword"
              label="Current password"
              autoComplete="current-password"
              required
            />
            <PasswordField
              control={control}
              name="newPassword"
              label="New password"
              autoComplete="new-password"
              required
            />
            <PasswordField
              control={control}
              name="confirmPassword"
              label="Confirm new password"
              autoComplete="new-password"
              required
            />
            <Box>
              <Button type="submit" variant="contained" disabled={isLoading}>
                {isLoading ? 'Updating...' : 'Update Password'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
