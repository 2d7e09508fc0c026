import type { z } from 'zod';
import {
  Box,
  Button,
  CONTACT_REASONS,
  Grid,
  Stack,
  errorMessage,
  useBrand,
  useToast,
  schemaResolver,
} from '@portal/platform';
import { useForm, FormTextField } from '@portal/platform/forms';
import { nativeSelectSlotProps } from '@portal/platform/plain-controls';
import type { contactRequestSchema } from '@portal/platform/validation';
import { ContactChoiceFields } from './ContactChoiceFields';
import { EMPTY_CONTACT_FORM, REASON_LABELS } from './contactForm';
import { useSubmitContactRequestMutation } from '../../api/submissionsApi';

export type ContactFormValues = z.input<typeof contactRequestSchema>;

/** The contact form: checked with the gateway's contract, sent to POST /api/contact, answered with a toast. */
export const ContactForm = () => {
  const brand = useBrand();
  const { toast } = useToast();
  const [submit, { isLoading }] = useSubmitContactRequestMutation();
  const { control, handleSubmit, reset } = useForm<ContactFormValues, unknown, z.output<typeof contactRequestSchema>>({
    resolver: schemaResolver((contracts) => contracts.contactRequestSchema),
    defaultValues: EMPTY_CONTACT_FORM,
  });

  const send = handleSubmit(async (request) => {
    const result = await submit({ brand: brand.key, body: request });
    if (result.error) {
      toast({
        title: 'Message not sent',
        description: errorMessage(result.error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Message sent', description: result.data.message });
    reset(EMPTY_CONTACT_FORM);
  });

  return (
    <Box component="form" noValidate onSubmit={send} aria-label="Contact us">
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
          <FormTextField control={control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="reason"
            label="Reason for contacting us"
            required
            // The browser's own select, as the portal's other short lists are: the page carries
            // neither MUI's Select nor its menu.
            slotProps={nativeSelectSlotProps([
              // Shown until a reason is chosen; not one of them, so it cannot be chosen again.
              <option key="" value="" disabled>
                Choose a reason
              </option>,
              ...CONTACT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {REASON_LABELS[reason]}
                </option>
              )),
            ])}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="bookingReference" label="Booking reference (optional)" />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="message" label="Message" multiline rows={6} required />
        </Grid>
      </Grid>
      <Stack spacing={1} sx={{ mt: 2 }}>
        <ContactChoiceFields control={control} />
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={isLoading} sx={{ mt: 2 }}>
        {isLoading ? 'Sending...' : 'Send Message'}
      </Button>
    </Box>
  );
};
