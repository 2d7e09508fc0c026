import {
  Box,
  CloseIcon,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  LogoutIcon,
  Stack,
  Typography,
  displayNameOf,
  useSessionUser,
} from '@portal/platform';
import { AuthButtons } from './AuthButtons';
import { BrandLogo } from './BrandLogo';
import { DrawerNavItem } from './DrawerNavItem';
import { SupportPhoneLink } from './SupportPhoneLink';
import { UserAvatar } from './UserAvatar';
import { useNavigation } from './navigation';
import { useSignOut } from './useSignOut';
import { MOBILE_DRAWER_ID } from './mobileDrawerId';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The header on small screens: the modules' drawer links (account and admin ones to their audience), support phone and sign out. */
export const MobileDrawer = ({ open, onClose }: MobileDrawerProps) => {
  const user = useSessionUser();
  const items = useNavigation('drawer');
  const { signOut, signingOut } = useSignOut();

  const handleSignOut = () => {
    onClose();
    void signOut();
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { id: MOBILE_DRAWER_ID, role: 'dialog', 'aria-label': 'Menu', sx: { width: 300, maxWidth: '85vw' } },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <BrandLogo onClick={onClose} />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {user && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, pt: 2 }}>
          <UserAvatar name={displayNameOf(user)} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {displayNameOf(user)}
            </Typography>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {user.email}
            </Typography>
          </Box>
        </Stack>
      )}
      <List component="nav" aria-label="Mobile" sx={{ px: 1 }}>
        {items.map((item) => (
          <DrawerNavItem key={`${item.to} ${item.label}`} item={item} onNavigate={onClose} />
        ))}
        {user && (
          <ListItemButton onClick={handleSignOut} disabled={signingOut} sx={{ borderRadius: 1 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Sign Out" />
          </ListItemButton>
        )}
      </List>
      <Divider />
      <Box sx={{ px: 2, py: 2 }}>
        <SupportPhoneLink />
      </Box>
      {!user && (
        <Box sx={{ px: 2, pb: 2 }}>
          <AuthButtons stacked onNavigate={onClose} />
        </Box>
      )}
    </Drawer>
  );
};
