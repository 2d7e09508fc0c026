import { Grid, Typography } from '@portal/platform';
import { SupportContactCards } from './SupportContactCards';
import { SupportRequestForm } from './SupportRequestForm';

/** The Contact Us tab: the request form beside the email and phone cards. */
export const ContactUsTab = () => (
  <Grid container spacing={4}>
    <Grid size={{ xs: 12, md: 8 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Send us a request
      </Typography>
      <SupportRequestForm />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <SupportContactCards />
    </Grid>
  </Grid>
);
