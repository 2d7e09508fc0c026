import {
  Box,
  Button,
  Link,
  RouterLink,
  Stack,
  errorMessage,
  useLoginMutation,
  useNavigate,
  useSearchParams,
  useToast,
  type LoginRequest,
  schemaResolver,
} from '@portal/platform';
import { useForm, FormTextField } from '@portal/platform/forms';
import { PasswordField } from '../../shared/forms/PasswordField';
import { safeRedirect } from '../../shared/redirects';

const EMPTY: LoginRequest = { username: '', password: '' };

/** Username (or e-mail address) and password; on success the session is refetched, then the page goes where `redirect` says if that is on this site. */
export const LoginForm = () => {
  const [login, { isLoading }] = useLoginMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { control, handleSubmit } = useForm<LoginRequest>({
    resolver: schemaResolver((contracts) => contracts.loginRequestSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (credentials) => {
    const result = await login(credentials);
    if (result.error) {
      toast({
        title: 'Login failed',
        description: errorMessage(result.error, 'Invalid username or password'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Login successful' });
    navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Sign in">
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="username"
          label="Username or email"
          autoComplete="username"
          autoFocus
          required
        />
        <PasswordField control={control} name="password" label="Password" autoComplete="current-password" required />
        <Box sx={{ textAlign: 'right' }}>
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
          {isLoading ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </Box>
  );
};
