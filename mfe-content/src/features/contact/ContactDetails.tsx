import {
  Box,
  EmailIcon,
  Link,
  Paper,
  PhoneIcon,
  PhoneLink,
  PlaceIcon,
  ScheduleIcon,
  Stack,
  Typography,
  useBrand,
} from '@portal/platform';
import { ContactSocialLinks } from './ContactSocialLinks';

/** The brand's phone, e-mail, address and hours beside the form, and its social profiles. */
export const ContactDetails = () => {
  const { name, contact } = useBrand();
  const row = { display: 'flex', gap: 1.5, alignItems: 'flex-start' } as const;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-details" sx={{ p: 3, borderRadius: 2 }}>
      <Typography id="contact-details" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Other ways to reach us
      </Typography>
      <Stack spacing={2}>
        <Box sx={row}>
          <PhoneIcon color="primary" />
          <Box>
            <PhoneLink phone={contact.phone} sx={{ fontWeight: 600 }} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Travel experts on the phone
            </Typography>
          </Box>
        </Box>
        <Box sx={row}>
          <EmailIcon color="primary" />
          <Box>
            <Link href={`mailto:${contact.email}`} sx={{ fontWeight: 600 }}>
              {contact.email}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              We reply within 24 hours
            </Typography>
          </Box>
        </Box>
        <Box sx={row}>
          <ScheduleIcon color="primary" />
          <Typography>{contact.hours}</Typography>
        </Box>
        <Box sx={row}>
          <PlaceIcon color="primary" />
          <Typography>
            {name}
            <br />
            {contact.address}
          </Typography>
        </Box>
      </Stack>
      <ContactSocialLinks />
    </Paper>
  );
};
