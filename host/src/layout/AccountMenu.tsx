import { useState, type MouseEvent } from 'react';
import {
  RouterLink,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  LogoutIcon,
  Menu,
  MenuItem,
  Typography,
  displayNameOf,
  type SessionUser,
} from '@portal/platform';
import { navIconOf } from './navIcons';
import { useNavigation } from './navigation';
import { UserAvatar } from './UserAvatar';
import { useSignOut } from './useSignOut';

const MENU_ID = 'account-menu';

/** The signed-in user's avatar button and its menu: the modules' account links (settings, trips) and sign out. */
export const AccountMenu = ({ user }: { user: SessionUser }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { signOut, signingOut } = useSignOut();
  const items = useNavigation('account');
  const name = displayNameOf(user);
  const open = anchor !== null;
  const close = () => setAnchor(null);

  const handleSignOut = () => {
    close();
    void signOut();
  };

  return (
    <>
      <IconButton
        aria-label={`Account menu for ${name}`}
        aria-controls={open ? MENU_ID : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar name={name} testId="account-avatar" />
      </IconButton>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Box component="li" role="none" sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider component="li" role="none" />
        {items.map(({ label, to, icon }) => {
          const Icon = navIconOf(icon);
          return (
            <MenuItem key={`${to} ${label}`} component={RouterLink} to={to} onClick={close}>
              <ListItemIcon>{Icon && <Icon fontSize="small" />}</ListItemIcon>
              {label}
            </MenuItem>
          );
        })}
        <Divider component="li" role="none" />
        <MenuItem onClick={handleSignOut} disabled={signingOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
};
