import {
  Button,
  Paper,
  PhoneIcon,
  RouterLink,
  Stack,
  Typography,
  phoneHref,
  useBrand,
  usePhoneClickTracking,
} from '@portal/platform';

/** The FAQ's closing block: write to us, or call. */
export const StillNeedHelp = () => {
  const { contact } = useBrand();
  const reportCall = usePhoneClickTracking();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="still-need-help"
      sx={{ mt: 6, p: { xs: 3, md: 5 }, borderRadius: 2, textAlign: 'center', bgcolor: 'surface.muted' }}
    >
      <Typography id="still-need-help" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        Still Need Help?
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Our travel experts are happy to help. {`Send us a message or call us, ${contact.hours}.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/contact" variant="contained">
          Contact Us
        </Button>
        <Button href={phoneHref(contact.phone)} onClick={reportCall} variant="outlined" startIcon={<PhoneIcon />}>
          {`Call ${contact.phone}`}
        </Button>
      </Stack>
    </Paper>
  );
};
