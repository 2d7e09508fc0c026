import { useLayoutEffect } from 'react';
import {
  Box,
  Button,
  TextField,
  errorMessage,
  schemaResolver,
  useBrand,
  useSubscribeNewsletterMutation,
  useToast,
  type NewsletterSignup,
} from '@portal/platform';
import { Controller, useForm } from '@portal/platform/forms';
import { NEWSLETTER_FORM_SX, type NewsletterHandOver } from './newsletterHandOver';

// The contract (and zod) are fetched when the form first validates.
const newsletterResolver = schemaResolver<NewsletterSignup>((contracts) => contracts.newsletterSignupSchema);

/**
 * The newsletter's form with react-hook-form, checked with the gateway's contract and posted to
 * POST /api/newsletter. It takes over from the stand-in with what the visitor typed there, the
 * focus, and a send they asked for before it arrived.
 */
const NewsletterFields = ({ handOver }: { handOver: NewsletterHandOver }) => {
  const brand = useBrand();
  const { toast } = useToast();
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const { control, handleSubmit, reset, setFocus } = useForm<NewsletterSignup>({
    resolver: newsletterResolver,
    defaultValues: { email: handOver.email },
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

  // In the commit that replaces the stand-in, so no key typed meanwhile lands outside the field.
  useLayoutEffect(() => {
    if (handOver.focused) setFocus('email');
    if (handOver.sendAsked) void send();
    // Once, as the form takes over from the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box component="form" noValidate onSubmit={send} aria-label="Newsletter" sx={NEWSLETTER_FORM_SX}>
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
  );
};

export default NewsletterFields;
