import {
  Box,
  Button,
  Grid,
  LockIcon,
  Paper,
  RouterLink,
  ScheduleIcon,
  Stack,
  SupportAgentIcon,
  Typography,
  VerifiedIcon,
  useBrand,
} from '@portal/platform';

const BENEFITS = [
  { Icon: VerifiedIcon, title: 'Best price guarantee', text: 'Every booking is backed by our best price guarantee.' },
  { Icon: LockIcon, title: 'Secure booking', text: '256-bit encryption on every payment.' },
  {
    Icon: ScheduleIcon,
    title: 'Free changes for 24 hours',
    text: 'Change your booking free of charge within 24 hours of booking.',
  },
  { Icon: SupportAgentIcon, title: 'Real people', text: 'Travel experts on the phone, not a chatbot.' },
] as const;

/** Why book with the brand, and the current offers. */
export const SupportBenefits = () => {
  const { name } = useBrand();
  return (
    <Box component="section" aria-labelledby="benefits" sx={{ mt: 8 }}>
      <Typography id="benefits" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {`Why book with ${name}`}
      </Typography>
      <Grid container spacing={3}>
        {BENEFITS.map(({ Icon, title, text }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Stack spacing={1}>
              <Icon color="primary" />
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text}
              </Typography>
            </Stack>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={3} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 2, borderColor: 'primary.main' }}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              Hotels, cars and more
            </Typography>
            <Typography sx={{ color: 'text.secondary', my: 1 }}>
              Member prices on selected hotels and car rental when you fly with us.
            </Typography>
            <Button component={RouterLink} to="/expedia" variant="contained">
              See partner offers
            </Button>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 2 }}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              Book early, pay less
            </Typography>
            <Typography sx={{ color: 'text.secondary', my: 1 }}>
              Schedules open about 11 months ahead: the earliest fares are often the lowest.
            </Typography>
            <Button component={RouterLink} to="/" variant="outlined">
              Search flights
            </Button>
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
};
