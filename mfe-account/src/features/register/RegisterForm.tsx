import {
  Box,
  Button,
  Grid,
  errorMessage,
  useNavigate,
  useToast,
  REGISTRATION_SUCCESS_MESSAGE,
  type RegisterFormValues,
  schemaResolver,
} from '@portal/platform';
import { useForm, FormTextField } from '@portal/platform/forms';
import { useRegisterMutation } from '../../api/accountApi';
import { gatewayErrorField } from '../../shared/forms/gatewayErrorField';
import { PasswordField } from '../../shared/forms/PasswordField';
import { EMPTY_REGISTRATION, PASSWORD_HINT, isRegistrationField } from './registerForm';
import { TermsField } from './TermsField';

/** Every field of the spec's registration form; all but the confirmation are sent (the gateway checks the terms too). */
export const RegisterForm = () => {
  const [register, { isLoading }] = useRegisterMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<RegisterFormValues>({
    resolver: schemaResolver((contracts) => contracts.registerFormSchema),
    defaultValues: EMPTY_REGISTRATION,
  });

  // The form's schema lets only a ticked terms box through.
  const submit = handleSubmit(async ({ firstName, lastName, email, username, password }) => {
    const result = await register({ firstName, lastName, email, username, password, terms: true });
    if (result.error) {
      // A taken name or address is not an error here: the gateway answers the same and e-mails the address.
      const message = errorMessage(result.error, 'Failed to create account');
      const field = gatewayErrorField(result.error);
      if (isRegistrationField(field)) setError(field, { message }, { shouldFocus: true });
      toast({ title: 'Registration failed', description: message, variant: 'destructive' });
      return;
    }
    toast({ title: 'Registration successful', description: result.data.message || REGISTRATION_SUCCESS_MESSAGE });
    navigate('/login');
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Create an account">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            autoFocus
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" required />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="username"
            label="Username"
            autoComplete="username"
            hint="Letters, numbers, dots, underscores and hyphens"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            control={control}
            name="password"
            label="Password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            control={control}
            name="confirmPassword"
            label="Confirm password"
            autoComplete="new-password"
            required
          />
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
