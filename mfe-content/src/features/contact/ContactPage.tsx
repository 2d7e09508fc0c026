import { Container, Grid, Paper } from '@portal/platform';
import { PageHeader } from '../../shared/PageHeader';
import { ContactDetails } from './ContactDetails';
import { ContactFaqCards } from './ContactFaqCards';
import { ContactForm } from './ContactForm';

/** /contact: the message form, the other ways to reach us and the FAQ shortcuts. */
export const ContactPage = () => (
  <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="page-contact">
    <PageHeader
      title="Contact Us"
      subtitle="Questions about a booking, a refund or anything else? Send us a message and we will reply within 24 hours."
    />
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 2 }}>
          <ContactForm />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ContactDetails />
      </Grid>
    </Grid>
    <ContactFaqCards />
  </Container>
);
