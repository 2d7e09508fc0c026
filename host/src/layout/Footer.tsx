import { Box, Container, Divider, Grid, Typography, useBrand, useIsFirstPaint, SocialLinks } from '@portal/platform';
import { BrandLogo } from './BrandLogo';
import { CookieSettingsButton } from './CookieSettingsButton';
import { FooterContact } from './FooterContact';
import { FooterLinkList } from './FooterLinkList';
import { useNavigation } from './navigation';
import { NewsletterForm } from './NewsletterForm';
import { TrustBadges } from './TrustBadges';

/** The site footer: newsletter, trust claims, links, the brand's contact details and the licence line. */
export const Footer = () => {
  const brand = useBrand();
  const year = new Date().getFullYear();
  const quickLinks = useNavigation('footer');
  const legalLinks = useNavigation('legal');
  // The app draws the page anew over its first paint: an address typed in a painted field would be
  // lost then, so the newsletter's field comes with the app.
  const firstPaint = useIsFirstPaint();

  return (
    <Box
      component="footer"
      data-testid="site-footer"
      sx={{ bgcolor: 'surface.muted', borderTop: 1, borderColor: 'divider', mt: 6 }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {!firstPaint && <NewsletterForm />}
        <Box sx={{ py: 4 }}>
          <TrustBadges />
        </Box>
        <Grid container spacing={4} sx={{ pb: 4 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ mb: 2 }}>
              <BrandLogo />
            </Box>
            <FooterContact />
            <Box sx={{ mt: 2 }}>
              <SocialLinks />
            </Box>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FooterLinkList title="Quick links" links={quickLinks} />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <FooterLinkList title="Legal" links={legalLinks} last={<CookieSettingsButton />} />
          </Grid>
        </Grid>
        <Divider />
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', pt: 3 }}>
          {`© ${year} ${brand.name}. A licensed, IATA-accredited travel agency.`}
        </Typography>
      </Container>
    </Box>
  );
};
