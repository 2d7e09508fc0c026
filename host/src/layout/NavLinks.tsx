import { NavLink, Box, Button, alpha } from '@portal/platform';
import { MAIN_NAV } from './navItems';

/** The header's main navigation; NavLink marks the current route with aria-current="page". */
export const NavLinks = () => (
  <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5 }}>
    {MAIN_NAV.map((item) => (
      <Button
        key={item.to}
        component={NavLink}
        to={item.to}
        end={item.end}
        color="inherit"
        sx={(theme) => ({
          px: 1.5,
          color: 'text.secondary',
          '&[aria-current="page"]': {
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
            boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`,
          },
        })}
      >
        {item.label}
      </Button>
    ))}
  </Box>
);
