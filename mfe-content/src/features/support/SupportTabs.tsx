import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@portal/platform';
import { ContactUsTab } from './ContactUsTab';
import { HelpCenterTab } from './HelpCenterTab';
import { MyBookingsTab } from './MyBookingsTab';

const TABS: readonly { key: string; label: string; panel: () => ReactNode }[] = [
  { key: 'help', label: 'Help Center', panel: () => <HelpCenterTab /> },
  { key: 'contact', label: 'Contact Us', panel: () => <ContactUsTab /> },
  { key: 'bookings', label: 'My Bookings', panel: () => <MyBookingsTab /> },
];

/** The Support Center's three tabs, Help Center first. */
export const SupportTabs = () => {
  const [selected, setSelected] = useState(0);
  const current = TABS[selected] ?? TABS[0];
  if (!current) return null;

  return (
    <Box sx={{ mt: 5 }}>
      <Tabs
        value={selected}
        onChange={(_event, index: number) => setSelected(index)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Support options"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.key}
            label={tab.label}
            id={`support-tab-${tab.key}`}
            aria-controls={`support-panel-${tab.key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`support-panel-${current.key}`} aria-labelledby={`support-tab-${current.key}`}>
        {current.panel()}
      </Box>
    </Box>
  );
};
