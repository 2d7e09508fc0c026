import {
  Box,
  Button,
  Container,
  Grid,
  PhoneIcon,
  SearchIcon,
  Stack,
  Typography,
  phoneHref,
  useBrand,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { HeroExpertCard } from './HeroExpertCard';
import { TopicChips } from './TopicChips';
import { scrollToSearchForm } from './scrollToSearchForm';

/** The landing hero: the promise, the phone line, a way down to the form, and the topics the agents cover. */
export const HeroSection = () => {
  const { contact } = useBrand();
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={(theme) => ({
        color: 'primary.contrastText',
        background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        pt: { xs: 5, md: 9 },
        pb: { xs: 4, md: 6 },
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={3}>
              <Tag label="Save up to 60% on airfare" color="accent" sx={{ alignSelf: 'flex-start', fontWeight: 700 }} />
              <Typography
                id="home-hero-title"
                variant="h2"
                component="h1"
                sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', md: '3.25rem' }, lineHeight: 1.1 }}
              >
                Cheap flights, found by people who know travel
              </Typography>
              <Typography variant="h6" component="p" sx={{ opacity: 0.9, fontWeight: 400 }}>
                Compare fares across 800+ airlines in one search, set price alerts on the routes you love, and book with
                free changes within 24 hours.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button
                  size="large"
                  variant="contained"
                  color="accent"
                  startIcon={<PhoneIcon />}
                  href={phoneHref(contact.phone)}
                >
                  Call {contact.phone}
                </Button>
                <Button
                  size="large"
                  variant="outlined"
                  color="inherit"
                  startIcon={<SearchIcon />}
                  onClick={scrollToSearchForm}
                >
                  Start Your Search
                </Button>
              </Stack>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <HeroExpertCard />
          </Grid>
        </Grid>
        <Box sx={{ mt: { xs: 4, md: 6 } }}>
          <TopicChips />
        </Box>
      </Container>
    </Box>
  );
};
