import type { ReactNode } from 'react';
import { RouterLink, Box, Link, Typography, type NavigationEntry } from '@portal/platform';

interface FooterLinkListProps {
  title: string;
  links: readonly NavigationEntry[];
  /** A last item that is not a page (the cookie settings, which open in place). */
  last?: ReactNode;
}

/** The look of a footer link, for a link or a button that reads as one. */
export const FOOTER_LINK_SX = { color: 'text.secondary', '&:hover': { color: 'primary.main' } } as const;

/** A titled column of footer links (the modules' footer or legal entries). */
export const FooterLinkList = ({ title, links, last }: FooterLinkListProps) => (
  <Box component="nav" aria-label={title}>
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
      {title}
    </Typography>
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {links.map((link) => (
        <li key={link.label}>
          <Link component={RouterLink} to={link.to} variant="body2" underline="hover" sx={FOOTER_LINK_SX}>
            {link.label}
          </Link>
        </li>
      ))}
      {last && <li>{last}</li>}
    </Box>
  </Box>
);
