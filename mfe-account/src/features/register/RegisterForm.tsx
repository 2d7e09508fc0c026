import { Box, Button, Grid, errorMessage, useForm, useNavigate, useRegisterMutation, useToast, REGISTRATION_SUCCESS_MESSAGE, type RegisterFormValues, FormTextField } from '@portal/platform';
import { registerFormSchema, zodResolver } from '@portal/platform/validation';
import { PasswordField } from '../../shared/forms/PasswordField';
import { EMPTY_REGISTRATION } from './registerForm';
import { TermsField } from './TermsField';

/** Every field of the spec's registration form; only the five the gateway needs are sent. */
export const RegisterForm = () => {
  const [register, { isLoading }] = useRegisterMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<RegisterFormValues>({ resolver: zodResolver(registerFormSchema), defaultValues: EMPTY_REGISTRATION });

  const submit = handleSubmit(async ({ firstName, lastName, email, username, password }) => {
    const result = await register({ firstName, lastName, email, username, password });
    if (result.error) {
      // A taken name or address is not an error here: the gateway answers the same and e-mails the address.
      toast({ title: 'Registration failed', description: errorMessage(result.error, 'Failed to create account'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Registration successful', description: result.data.message || REGISTRATION_SUCCESS_MESSAGE });
    navigate('/login');
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Create an account">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" autoFocus required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" required />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="username" label="Username" autoComplete="username" hint="Letters, numbers, dots, underscores and hyphens" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField control={control} name="password" label="Password" autoComplete="new-password" hint="At least 6 characters" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField control={control} name="confirmPassword" label="Confirm password" autoComplete="new-password" required />
        </Grid>
        <Grid size={12}>
          <TermsField control={control} />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth sx={{ mt: 3 }}>
        {isLoading ? 'Creating account...' : 'Create Account'}
      </Button>
    </Box>
  );
};
