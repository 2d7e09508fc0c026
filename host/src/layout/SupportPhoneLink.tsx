import { Box, Link, PhoneIcon, Typography, useBrand } from '@portal/platform';
import { telHref } from './contactHrefs';

/** The brand's support number, labelled '24/7 Support', as a tel: link. */
export const SupportPhoneLink = () => {
  const { contact } = useBrand();
  return (
    <Link
      href={telHref(contact.phone)}
      underline="none"
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}
    >
      <PhoneIcon fontSize="small" color="primary" />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.2 }}>
          24/7 Support
        </Typography>
        <Typography component="span" variant="body2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {contact.phone}
        </Typography>
      </Box>
    </Link>
  );
};
