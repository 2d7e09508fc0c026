import { NavLink, ListItemButton, ListItemIcon, ListItemText, alpha, type NavigationEntry } from '@portal/platform';
import { navIconOf } from './navIcons';

/** One link of the mobile drawer, highlighted (aria-current="page") on its own route. */
export const DrawerNavItem = ({ item, onNavigate }: { item: NavigationEntry; onNavigate: () => void }) => {
  const Icon = navIconOf(item.icon);
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
      <ListItemIcon sx={{ minWidth: 40 }}>{Icon && <Icon fontSize="small" />}</ListItemIcon>
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
};
