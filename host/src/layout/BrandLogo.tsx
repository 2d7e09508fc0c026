import { RouterLink, Box, Link, useBrand } from '@portal/platform';

interface BrandLogoProps {
  /** Lets the mobile drawer close itself when the logo is followed. */
  onClick?: () => void;
}

/** The brand's logo, linking home. Its alt text is the brand name, which names the link. */
export const BrandLogo = ({ onClick }: BrandLogoProps) => {
  const brand = useBrand();
  return (
    <Link
      component={RouterLink}
      to="/"
      onClick={onClick}
      sx={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}
    >
      <Box
        component="img"
        src={brand.logo}
        alt={brand.name}
        sx={{ display: 'block', height: 'auto', width: 'auto', maxHeight: 40, maxWidth: 200 }}
      />
    </Link>
  );
};
