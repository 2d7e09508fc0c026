import {
  Box,
  Button,
  Grid,
  errorMessage,
  useBrand,
  useToast,
  schemaResolver,
  type SupportRequest,
} from '@portal/platform';
import { useForm, FormTextField } from '@portal/platform/forms';
import { useSubmitSupportRequestMutation } from '../../api/submissionsApi';

const EMPTY = { fullName: '', email: '', bookingReference: '', subject: '', message: '' };

/** Contact Us: the Support Center's request form, checked with the gateway's own contract. */
export const SupportRequestForm = () => {
  const brand = useBrand();
  const { toast } = useToast();
  const [submit, { isLoading }] = useSubmitSupportRequestMutation();
  const { control, handleSubmit, reset } = useForm<SupportRequest>({
    resolver: schemaResolver((contracts) => contracts.supportRequestSchema),
    defaultValues: EMPTY,
  });

  const send = handleSubmit(async (request) => {
    const result = await submit({ brand: brand.key, body: request });
    if (result.error) {
      toast({
        title: 'Request not sent',
        description: errorMessage(result.error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Request sent', description: result.data.message });
    reset(EMPTY);
  });

  return (
    <Box component="form" noValidate onSubmit={send} aria-label="Support request">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="fullName" label="Full name" autoComplete="name" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="bookingReference" label="Booking reference (optional)" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="subject" label="Subject" required />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="message" label="Message" multiline rows={5} required />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" size="large" disabled={isLoading} sx={{ mt: 2 }}>
        {isLoading ? 'Sending...' : 'Submit Request'}
      </Button>
    </Box>
  );
};
