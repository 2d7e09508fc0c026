import {
  Box,
  EmailIcon,
  Link,
  Paper,
  PhoneLink,
  ScheduleIcon,
  Stack,
  SupportAgentIcon,
  Typography,
  useBrand,
} from '@portal/platform';

/** The quickest ways to a person, with the promises the Support Center makes. */
export const SupportClaims = () => {
  const { contact } = useBrand();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="talk-to-us"
      sx={{ p: { xs: 3, md: 4 }, mt: 4, borderRadius: 2, bgcolor: 'surface.muted' }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography
            id="talk-to-us"
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <SupportAgentIcon color="primary" /> Talk to a travel expert
          </Typography>
          <Typography sx={{ mt: 0.5 }}>
            {'Call '}
            <PhoneLink phone={contact.phone} sx={{ fontWeight: 700 }} />
            {' or email '}
            <Link href={`mailto:${contact.email}`} sx={{ fontWeight: 700 }}>
              {contact.email}
            </Link>
          </Typography>
        </Box>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <Typography component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <ScheduleIcon color="primary" fontSize="small" /> Average wait under 30 seconds
          </Typography>
          <Typography component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <EmailIcon color="primary" fontSize="small" /> Email answers within 24 hours
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
};
