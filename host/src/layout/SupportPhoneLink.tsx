import { Box, Link, PhoneIcon, Typography, phoneHref, supportCaption, useBrand } from '@portal/platform';

/**
 * The brand's support number under its hours ('24/7 Support' only when the brand's hours are
 * round the clock). The caption stays outside the link so the link is named by the number alone
 * and not confused with the Support page link.
 */
export const SupportPhoneLink = () => {
  const { contact } = useBrand();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <PhoneIcon fontSize="small" color="primary" />
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {/* An admin's hours may be long: cut to the header's room, whole in the title and the footer. */}
        <Typography
          component="span"
          variant="caption"
          noWrap
          title={contact.hours}
          sx={{ color: 'text.secondary', lineHeight: 1.2, maxWidth: '24ch' }}
        >
          {supportCaption(contact.hours)}
        </Typography>
        <Link
          href={phoneHref(contact.phone)}
          underline="hover"
          color="inherit"
          variant="body2"
          sx={{ fontWeight: 700, lineHeight: 1.3 }}
        >
          {contact.phone}
        </Link>
      </Box>
    </Box>
  );
};
