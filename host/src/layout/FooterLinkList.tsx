import { RouterLink, Box, Link, Typography, type NavigationEntry } from '@portal/platform';

/** A titled column of footer links (the modules' footer or legal entries). */
export const FooterLinkList = ({ title, links }: { title: string; links: readonly NavigationEntry[] }) => (
  <Box component="nav" aria-label={title}>
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
      {title}
    </Typography>
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {links.map((link) => (
        <li key={link.label}>
          <Link
            component={RouterLink}
            to={link.to}
            variant="body2"
            underline="hover"
            sx={{ color: 'text.secondary', '&:hover': { color: 'primary.main' } }}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  </Box>
);
