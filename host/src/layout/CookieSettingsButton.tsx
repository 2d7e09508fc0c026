import { Link, useConsentSettings } from '@portal/platform';
import { FOOTER_LINK_SX } from './FooterLinkList';

/**
 * Reopens the cookie choices on every page, so a consent given can be withdrawn as easily as it
 * was given (the cookie policy points here). A button, as it opens the banner in place.
 */
export const CookieSettingsButton = () => {
  const { open } = useConsentSettings();
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      underline="hover"
      onClick={open}
      sx={{ ...FOOTER_LINK_SX, textAlign: 'left' }}
    >
      Cookie settings
    </Link>
  );
};
