import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent, type RefObject } from 'react';
import { Box, Button, Stack, TextField, Typography, loadOnce } from '@portal/platform';
import { NEWSLETTER_FORM_SX, type NewsletterHandOver } from './newsletterHandOver';

// react-hook-form (the platform's forms entry) comes with the form, fetched when the footer comes
// into sight or the visitor reaches for the field: a page whose footer is out of sight on its
// first load does not carry it for the footer's sake.
type Fields = ComponentType<{ handOver: NewsletterHandOver }>;

const newsletterFields = loadOnce((): Promise<{ default: Fields }> => import('./NewsletterFields'));

/**
 * The newsletter form until react-hook-form arrives: the same field and button, uncontrolled.
 * Reaching for it (focus, a press, a send) fetches the form, which then takes over with what was typed.
 */
const NewsletterStandIn = ({
  inputRef,
  onReach,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onReach: (sendAsked: boolean) => void;
}) => (
  <Box
    component="form"
    noValidate
    aria-label="Newsletter"
    data-stand-in=""
    sx={NEWSLETTER_FORM_SX}
    onFocus={() => onReach(false)}
    onPointerDown={() => onReach(false)}
    onSubmit={(event: FormEvent) => {
      event.preventDefault();
      onReach(true);
    }}
  >
    <TextField inputRef={inputRef} type="email" label="Email address" autoComplete="email" size="small" fullWidth />
    <Button type="submit" variant="contained" sx={{ flexShrink: 0, height: 40 }}>
      Connect
    </Button>
  </Box>
);

/** The newsletter form: the stand-in first, react-hook-form's form once fetched. */
const NewsletterEmailForm = () => {
  const areaRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sendAsked = useRef(false);
  const [form, setForm] = useState<{ Fields: Fields; handOver: NewsletterHandOver } | null>(null);

  const fetchForm = useCallback(() => {
    void newsletterFields.load().then(
      ({ default: Fields }) =>
        setForm(
          (current) =>
            current ?? {
              Fields,
              handOver: {
                email: inputRef.current?.value ?? '',
                focused: Boolean(inputRef.current) && document.activeElement === inputRef.current,
                sendAsked: sendAsked.current,
              },
            },
        ),
      // A failed fetch leaves the stand-in; the next reach tries again.
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const area = areaRef.current;
    if (!area || typeof IntersectionObserver === 'undefined') {
      fetchForm();
      return;
    }
    // Fetched when the footer shows: the page's main area is at least a screen high, so on a
    // first load it does not.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      fetchForm();
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, [fetchForm]);

  const reach = (send: boolean) => {
    sendAsked.current ||= send;
    fetchForm();
  };

  return (
    <Box ref={areaRef}>
      {form ? <form.Fields handOver={form.handOver} /> : <NewsletterStandIn inputRef={inputRef} onReach={reach} />}
    </Box>
  );
};

/** The footer's newsletter sign-up. */
export const NewsletterForm = () => (
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
    <NewsletterEmailForm />
  </Stack>
);
