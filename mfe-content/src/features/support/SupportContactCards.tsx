import {
  Card,
  CardContent,
  EmailIcon,
  Link,
  PhoneIcon,
  PhoneLink,
  Stack,
  Typography,
  useBrand,
} from '@portal/platform';

/** The two other ways to reach support, beside the request form. */
export const SupportContactCards = () => {
  const { contact } = useBrand();
  return (
    <Stack spacing={2}>
      <Card variant="outlined" component="section" aria-labelledby="support-email">
        <CardContent>
          <EmailIcon color="primary" />
          <Typography id="support-email" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Email us
          </Typography>
          <Link href={`mailto:${contact.email}`} sx={{ fontWeight: 600 }}>
            {contact.email}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            We reply within 24 hours
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="support-phone">
        <CardContent>
          <PhoneIcon color="primary" />
          <Typography id="support-phone" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Call us
          </Typography>
          <PhoneLink phone={contact.phone} sx={{ fontWeight: 600 }} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {contact.hours}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
};
