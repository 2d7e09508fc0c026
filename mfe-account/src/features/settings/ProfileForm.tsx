import {
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Typography,
  errorCode,
  errorMessage,
  useToast,
  type ProfileChangeFormValues,
  type SessionUser,
  type ProfileChangeRequest,
  schemaResolver,
} from '@portal/platform';
import { FormTextField, useForm, useWatch } from '@portal/platform/forms';
import { useUpdateProfileMutation } from '../../api/profileApi';
import { gatewayIssues } from '../../shared/forms/gatewayIssues';
import { PasswordField } from '../../shared/forms/PasswordField';

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const CURRENT_PASSWORD_REQUIRED = 'Current password is required';

const valuesOf = (user: SessionUser): ProfileChangeFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? '',
  currentPassword: '',
});

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Only what the traveller changed is sent; a new address waits for its link (the gateway says so)
 * and needs the current password, since it hands the account to another mailbox.
 */
export const ProfileForm = ({ user }: { user: SessionUser }) => {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { toast } = useToast();
  const { control, handleSubmit, reset, setError } = useForm<ProfileChangeFormValues>({
    resolver: schemaResolver((contracts) => contracts.profileChangeFormSchema),
    defaultValues: valuesOf(user),
  });
  const movesAddress = !sameAddress(useWatch({ control, name: 'email' }) ?? '', user.email);

  const submit = handleSubmit(async (values) => {
    const current = valuesOf(user);
    const patch: ProfileChangeRequest = Object.fromEntries(
      FIELDS.filter((field) => values[field].trim() !== current[field].trim()).map((field) => [field, values[field]]),
    );
    if (Object.keys(patch).length === 0) {
      toast({ title: 'Nothing to save', description: 'Your profile is as shown.' });
      return;
    }
    if (patch.email !== undefined && movesAddress) {
      if (!values.currentPassword) {
        setError('currentPassword', { message: CURRENT_PASSWORD_REQUIRED });
        return;
      }
      patch.currentPassword = values.currentPassword;
    }
    const result = await updateProfile(patch);
    if (result.error) {
      const issues = gatewayIssues(result.error);
      if (errorCode(result.error) === 'EMAIL_HELD')
        issues.set('email', errorMessage(result.error, 'This e-mail address cannot be used.'));
      for (const field of [...FIELDS, 'currentPassword'] as const)
        if (issues.has(field)) setError(field, { message: issues.get(field) });
      toast({
        title: 'Could not save your profile',
        description: errorMessage(result.error, 'Please try again later.'),
        variant: 'destructive',
      });
      return;
    }
    reset(valuesOf(result.data.user));
    toast({ title: 'Profile saved', description: result.data.message });
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Edit Profile
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          A new e-mail address takes effect once you follow the link we send to it.
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label="Edit profile">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="phone"
                label="Phone (optional)"
                type="tel"
                autoComplete="tel"
                hint="International format, e.g. +1 212 555 0100"
              />
            </Grid>
            {movesAddress && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField
                  control={control}
                  name="currentPassword"
                  label="Current password"
                  autoComplete="current-password"
                  hint="Needed to change your e-mail address."
                  required
                />
              </Grid>
            )}
          </Grid>
          <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 2 }}>
            {isLoading ? 'Saving...' : 'Save Profile'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
