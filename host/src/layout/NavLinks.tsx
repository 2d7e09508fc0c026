import { NavLink, Box, Button, alpha } from '@portal/platform';
import { useNavigation } from './navigation';

/** The header's main navigation, as the modules declare it; NavLink marks the current route with aria-current="page". */
export const NavLinks = () => {
  const items = useNavigation('header');
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5 }}>
      {items.map((item) => (
        <Button
          key={`${item.to} ${item.label}`}
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
};
