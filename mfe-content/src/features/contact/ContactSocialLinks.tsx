import { Box, SocialLinks, Typography, useBrand } from '@portal/platform';

/** The brand's social profiles under a heading; nothing when the brand has none. */
export const ContactSocialLinks = () => {
  const { social } = useBrand();
  if (!Object.values(social).some(Boolean)) return null;

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        Follow us
      </Typography>
      <SocialLinks size="medium" />
    </Box>
  );
};
