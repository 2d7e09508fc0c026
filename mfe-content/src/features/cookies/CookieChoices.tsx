import { useState } from 'react';
import {
  Button,
  ConsentCategoryFields,
  Paper,
  Stack,
  Typography,
  formatFormDate,
  useConsent,
  useSetConsent,
  useToast,
  type ConsentCategories,
} from '@portal/platform';

/** The cookie categories with the visitor's current choice, and a button to save a new one. */
export const CookieChoices = () => {
  const { choice, granted } = useConsent();
  const setConsent = useSetConsent();
  const { toast } = useToast();
  const [edited, setEdited] = useState<ConsentCategories | null>(null);
  const value = edited ?? {
    preferences: granted.preferences,
    analytics: granted.analytics,
    marketing: granted.marketing,
  };

  const save = () => {
    setConsent(value);
    setEdited(null);
    toast({ title: 'Cookie choices saved', description: 'We will use only the cookies you allowed.' });
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="cookie-choices-title"
      sx={{ p: { xs: 3, md: 4 }, mt: 4, borderRadius: 2 }}
    >
      <Typography id="cookie-choices-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        Manage your cookies
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {choice
          ? `Last changed on ${formatFormDate(choice.date)}.`
          : 'You have not made a choice yet: only strictly necessary cookies are used.'}
      </Typography>
      <ConsentCategoryFields value={value} onChange={setEdited} />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={save}>
          Save choices
        </Button>
      </Stack>
    </Paper>
  );
};
