import {
  Box,
  Button,
  Container,
  PhoneIcon,
  SearchIcon,
  Stack,
  Typography,
  phoneHref,
  useBrand,
} from '@portal/platform';
import { scrollToSearchForm } from './scrollToSearchForm';

/** The closing call to action: back up to the form, or a phone call to an expert. */
export const ClosingCta = () => {
  const { contact } = useBrand();
  return (
    <Box
      component="section"
      aria-labelledby="home-cta-title"
      sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="home-cta-title" variant="h4" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
          Ready for your next trip?
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 4 }}>
          Search fares yourself in seconds, or let one of our travel experts find the best route and price for you on{' '}
          {contact.phone}.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button
            size="large"
            variant="contained"
            color="accent"
            startIcon={<SearchIcon />}
            onClick={scrollToSearchForm}
          >
            Find Cheap Flights
          </Button>
          <Button
            size="large"
            variant="outlined"
            color="inherit"
            startIcon={<PhoneIcon />}
            href={phoneHref(contact.phone)}
          >
            Call for Expert Help
          </Button>
        </Stack>
      </Container>
    </Box>
  );
};
