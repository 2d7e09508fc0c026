import { Box, Button, HistoryIcon, PaletteIcon, RouterLink, SettingsIcon, useLocation } from '@portal/platform';

const SECTIONS = [
  { to: '/admin-settings', label: 'Settings', icon: <SettingsIcon fontSize="small" /> },
  { to: '/admin/brands', label: 'Brands', icon: <PaletteIcon fontSize="small" /> },
  { to: '/admin/operations', label: 'Operations', icon: <HistoryIcon fontSize="small" /> },
];

/**
 * Links between the admin pages, drawn as tabs: a navigation (each opens a page of its own and
 * the address is the state), not a tab list, so no tab semantics and no tabs part to fetch.
 */
export const AdminNav = () => {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Admin sections"
      sx={{ display: 'flex', overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}
    >
      {SECTIONS.map((section) => {
        const current = pathname.startsWith(section.to);
        return (
          <Button
            key={section.to}
            component={RouterLink}
            to={section.to}
            startIcon={section.icon}
            aria-current={current ? 'page' : undefined}
            sx={{
              minHeight: 48,
              px: 2,
              flexShrink: 0,
              borderRadius: 0,
              // The current page's underline sits on the divider, as a selected tab's does.
              mb: '-1px',
              borderBottom: 2,
              borderColor: current ? 'primary.main' : 'transparent',
              color: current ? 'primary.main' : 'text.secondary',
            }}
          >
            {section.label}
          </Button>
        );
      })}
    </Box>
  );
};
