import type { ReactNode } from 'react';
import { Box, EmailIcon, Link, PhoneIcon, PlaceIcon, Stack, Typography, phoneHref, useBrand } from '@portal/platform';
import { COMPANY_NUMBER } from './footerLinks';
import { mailtoHref } from './contactHrefs';

const ContactLine = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
    {icon}
    <Typography component="span" variant="body2">
      {children}
    </Typography>
  </Stack>
);

/** The agency's contact details and the hours its phone is answered; the brand's settings replace the defaults. */
export const FooterContact = () => {
  const { contact } = useBrand();
  const iconSx = { color: 'primary.main', fontSize: 20 };
  return (
    <Stack component="address" spacing={1.25} sx={{ fontStyle: 'normal' }}>
      <ContactLine icon={<PhoneIcon sx={iconSx} />}>
        <Link href={phoneHref(contact.phone)} color="inherit" underline="hover">
          {contact.phone}
        </Link>
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {contact.hours}
        </Box>
      </ContactLine>
      <ContactLine icon={<EmailIcon sx={iconSx} />}>
        <Link href={mailtoHref(contact.email)} color="inherit" underline="hover">
          {contact.email}
        </Link>
      </ContactLine>
      <ContactLine icon={<PlaceIcon sx={iconSx} />}>{contact.address}</ContactLine>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Company No. {COMPANY_NUMBER}
      </Typography>
    </Stack>
  );
};
