import {
  Box,
  Button,
  Controller,
  Stack,
  TextField,
  Typography,
  errorMessage,
  schemaResolver,
  useBrand,
  useForm,
  useSubscribeNewsletterMutation,
  useToast,
  type NewsletterSignup,
} from '@portal/platform';

// On every page's first load: the contract (and zod) are fetched when the form first validates.
const newsletterResolver = schemaResolver<NewsletterSignup>((contracts) => contracts.newsletterSignupSchema);

/** The footer's newsletter sign-up: checked with the gateway's contract, posted to POST /api/newsletter. */
export const NewsletterForm = () => {
  const brand = useBrand();
  const { toast } = useToast();
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const { control, handleSubmit, reset } = useForm<NewsletterSignup>({
    resolver: newsletterResolver,
    defaultValues: { email: '' },
  });

  const send = handleSubmit(async (signup) => {
    const result = await subscribe({ brand: brand.key, body: signup });
    if (result.error) {
      toast({
        title: 'Subscription failed',
        description: errorMessage(result.error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: result.data.message, description: 'Flight deals and travel news are on their way to your inbox.' });
    reset({ email: '' });
  });

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      sx={{
        alignItems: { md: 'center' },
        justifyContent: 'space-between',
        p: { xs: 3, md: 4 },
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Get exclusive flight deals
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Fare drops and travel tips, straight to your inbox.
        </Typography>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={send}
        aria-label="Newsletter"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: { md: 440 } }}
      >
        <Controller
          control={control}
          name="email"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              type="email"
              label="Email address"
              autoComplete="email"
              size="small"
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" variant="contained" disabled={isLoading} sx={{ flexShrink: 0, height: 40 }}>
          Connect
        </Button>
      </Box>
    </Stack>
  );
};
