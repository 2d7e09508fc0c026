import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography, useToast } from '@portal/platform';

/** Deliberately loose: the gateway will hold the real rule once subscriptions are posted to it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The footer's newsletter sign-up. For now it only checks the address here and thanks the visitor. */
export const NewsletterForm = () => {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError('Please enter a valid email address');
      return;
    }
    setError(null);
    setEmail('');
    toast({ title: 'Thanks for subscribing', description: 'Flight deals and travel news are on their way to your inbox.' });
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', p: { xs: 3, md: 4 }, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
    >
      <Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Get exclusive flight deals
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Fare drops and travel tips, straight to your inbox.
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={subscribe} aria-label="Newsletter" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: { md: 440 } }}>
        <TextField
          type="email"
          label="Email address"
          name="email"
          autoComplete="email"
          size="small"
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error !== null}
          helperText={error}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, height: 40 }}>
          Connect
        </Button>
      </Box>
    </Stack>
  );
};
