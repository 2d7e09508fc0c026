import { NavLink, ListItemButton, ListItemIcon, ListItemText, alpha } from '@portal/platform';
import type { NavItem } from './navItems';

/** One link of the mobile drawer, highlighted (aria-current="page") on its own route. */
export const DrawerNavItem = ({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) => {
  const { icon: Icon } = item;
  return (
    <ListItemButton
      component={NavLink}
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      sx={(theme) => ({
        borderRadius: 1,
        '&[aria-current="page"]': {
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.1),
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
      })}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
};
