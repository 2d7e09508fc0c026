import {
  RouterLink,
  Button,
  Container,
  FlightTakeoffIcon,
  Link,
  Stack,
  Typography,
  phoneHref,
  useBrand,
} from '@portal/platform';

/** Shown for any address no module owns: what happened, and the ways on for a traveller. */
export const NotFound = () => {
  const { contact } = useBrand();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <FlightTakeoffIcon sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          404 Page Not Found
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          We could not find the page you were looking for. The link may be out of date, or the address may be mistyped.
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Search for flights from the home page, or find answers in our Support Center.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/" variant="contained" size="large">
            Back to home
          </Button>
          <Button component={RouterLink} to="/support" variant="outlined" size="large">
            Support Center
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {'Or call us on '}
          <Link href={phoneHref(contact.phone)} color="inherit" sx={{ fontWeight: 700 }}>
            {contact.phone}
          </Link>
          {`, ${contact.hours}.`}
        </Typography>
      </Stack>
    </Container>
  );
};
