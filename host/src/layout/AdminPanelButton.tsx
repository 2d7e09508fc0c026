import { NavLink, AdminPanelSettingsIcon, Button } from '@portal/platform';
import { ADMIN_PANEL } from './navItems';

/** The header's link to the admin settings; the header renders it for admins only. */
export const AdminPanelButton = () => (
  <Button
    component={NavLink}
    to={ADMIN_PANEL.to}
    variant="outlined"
    color="secondary"
    size="small"
    startIcon={<AdminPanelSettingsIcon />}
    sx={{
      whiteSpace: 'nowrap',
      '&[aria-current="page"]': { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
    }}
  >
    {ADMIN_PANEL.label}
  </Button>
);
