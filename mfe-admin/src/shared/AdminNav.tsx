import { HistoryIcon, PaletteIcon, RouterLink, SettingsIcon, Tab, Tabs, useLocation } from '@portal/platform';

const SECTIONS = [
  { to: '/admin-settings', label: 'Settings', icon: <SettingsIcon fontSize="small" /> },
  { to: '/admin/brands', label: 'Brands', icon: <PaletteIcon fontSize="small" /> },
  { to: '/admin/operations', label: 'Operations', icon: <HistoryIcon fontSize="small" /> },
];

/** Tabs between the admin pages; each is a link, so the address is the state. */
export const AdminNav = () => {
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.startsWith(section.to))?.to ?? false;
  return (
    <Tabs
      value={current}
      aria-label="Admin sections"
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {SECTIONS.map((section) => (
        <Tab
          key={section.to}
          value={section.to}
          label={section.label}
          icon={section.icon}
          iconPosition="start"
          component={RouterLink}
          to={section.to}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
};
